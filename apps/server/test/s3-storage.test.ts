import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/lib/s3-storage.js';
import { copyDiskToObjectStorage } from '../src/lib/storage-migration.js';
import { LocalDiskStorage } from '../src/lib/storage.js';
import { parseS3Url } from '../src/lib/storage-url.js';
import { startS3Server, type S3Server } from './helpers/s3.js';

let server: S3Server;
let storage: S3Storage;
beforeAll(async () => {
  server = await startS3Server();
  storage = S3Storage.fromUrl(server.url('deployment-a'));
});
afterAll(async () => server?.close());

/** A stream that yields `bytes` in 64 KiB chunks, then fails if `failAfter` is set. */
function source(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < bytes.length; offset += 65_536) {
        if (failAfter !== undefined && offset >= failAfter) throw new Error('the client went away');
        yield bytes.subarray(offset, offset + 65_536);
      }
    })(),
  );
}

describe('STORAGE_URL', () => {
  it('names the bucket, the prefix, the endpoint and the region', () => {
    expect(parseS3Url('s3://evidence/portal/live?endpoint=http://minio:9000&region=eu-west-2')).toEqual({
      bucket: 'evidence',
      prefix: 'portal/live',
      endpoint: 'http://minio:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://evidence').prefix).toBe('');
    expect(() => parseS3Url('https://evidence/portal')).toThrow();
  });
});

describe('the S3 storage driver, against a real S3 protocol server', () => {
  it('streams a file in and out byte for byte, with its size and SHA-256 taken on the way in', async () => {
    // Larger than one 8 MiB part, so the upload goes in several parts.
    const bytes = randomBytes(9 * 1024 * 1024);
    const stored = await storage.put(source(bytes), 'uploads');
    expect(stored.key).toMatch(/^uploads\/[a-f0-9]{2}\/[a-f0-9]{32}$/);
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await storage.exists(stored.key)).toBe(true);
    const back = await buffer(storage.read(stored.key));
    expect(back.equals(bytes)).toBe(true);
  });

  it('deletes, and answers a missing object as a missing file (exists false, read fails with ENOENT)', async () => {
    const stored = await storage.put(source(Buffer.from('a small file')), 'media');
    await storage.remove(stored.key);
    expect(await storage.exists(stored.key)).toBe(false);
    await expect(buffer(storage.read(stored.key))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make, before asking the server', async () => {
    expect(() => storage.read('../../etc/passwd')).toThrow(/invalid storage key/);
    await expect(storage.exists('uploads/zz/not-a-key')).rejects.toThrow(/invalid storage key/);
  });

  it('leaves nothing behind when the source fails in the middle of an upload', async () => {
    const before = server.objectCount();
    for (const failAfter of [65_536, 9 * 1024 * 1024]) {
      await expect(storage.put(source(randomBytes(12 * 1024 * 1024), failAfter), 'uploads')).rejects.toThrow();
    }
    expect(server.objectCount()).toBe(before);
  });

  it('lists objects under a prefix by age, and only its own (another prefix in the same bucket is another deployment)', async () => {
    const neighbour = S3Storage.fromUrl(server.url('deployment-b'));
    const mine = await storage.put(source(Buffer.from('mine')), 'sweep');
    const theirs = await neighbour.put(source(Buffer.from('theirs')), 'sweep');
    const listed = async (s: S3Storage, before: Date) => {
      const keys: string[] = [];
      for await (const key of s.listOlderThan('sweep', before)) keys.push(key);
      return keys;
    };
    expect(await listed(storage, new Date(Date.now() + 60_000))).toEqual([mine.key]);
    expect(await listed(neighbour, new Date(Date.now() + 60_000))).toEqual([theirs.key]);
    expect(await listed(storage, new Date(Date.now() - 60_000))).toEqual([]);
    expect(await storage.removeUnfinishedOlderThan('sweep', new Date())).toBe(0);
  });
});

describe('moving files from local disk to object storage', () => {
  it('copies every finished file under its own key, byte for byte, and skips what is there on a second run', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-disk-'));
    try {
      const local = new LocalDiskStorage(root);
      const evidence = await local.put(source(randomBytes(300_000)), 'uploads');
      const image = await local.put(source(randomBytes(2_000)), 'media');
      fs.mkdirSync(path.join(root, 'uploads', 'aa'), { recursive: true });
      fs.writeFileSync(path.join(root, 'uploads', 'aa', `${'a'.repeat(32)}.part`), 'an unfinished write');
      const target = S3Storage.fromUrl(server.url('moved'));

      const first = await copyDiskToObjectStorage(root, local, target);
      expect(first).toEqual({ copied: 2, skipped: 0, bytes: 302_000 });
      for (const stored of [evidence, image]) {
        const back = await buffer(target.read(stored.key));
        expect(createHash('sha256').update(back).digest('hex')).toBe(stored.sha256);
      }
      expect(await copyDiskToObjectStorage(root, local, target)).toEqual({ copied: 0, skipped: 2, bytes: 0 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
