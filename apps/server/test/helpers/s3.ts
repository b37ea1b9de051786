import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** The parts of s3rver (no type definitions of its own) these tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface S3Server {
  /** A STORAGE_URL for `bucket` on this server, under `prefix`. */
  url(prefix?: string): string;
  /**
   * How many objects the server holds, read from its folder (every object is one `…._S3rver_object` file), to
   * prove that nothing was left without trusting the driver under test. (s3rver cannot abort a multipart upload,
   * so parts the driver asked it to drop stay in its own upload area, which is not objects.)
   */
  objectCount(): number;
  close(): Promise<void>;
}

export const S3_BUCKET = 'portal-test';

/**
 * A real S3 protocol server (s3rver) on a free port, with its own folder and one bucket. The AWS SDK reads
 * credentials from the standard variables; s3rver accepts its well-known pair, set here for the test process
 * and any child it starts.
 */
export async function startS3Server(): Promise<S3Server> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  const bucketDir = path.join(directory, S3_BUCKET);
  return {
    url: (prefix = 'files') => `s3://${S3_BUCKET}/${prefix}?endpoint=http://127.0.0.1:${port}&region=eu-west-2`,
    objectCount: () =>
      fs.existsSync(bucketDir)
        ? (fs.readdirSync(bucketDir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile() && e.name.endsWith('._S3rver_object')).length
        : 0,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
