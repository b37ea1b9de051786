import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { KEY_PATTERN, measure, newStorageKey, type FileStorage, type StoredObject } from './storage.js';
import { parseS3Url, type S3Location } from './storage-url.js';

/** Parts of 8 MiB, four at a time: at most 32 MiB of one upload in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** A missing object reads as a missing file does on disk, so callers handle both alike. */
function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
}

/**
 * Files in S3-compatible object storage (AWS S3, MinIO, …), so that every instance behind a load balancer reads
 * what any of them received. Credentials come from the standard AWS variables. Uploads stream in parts; one that
 * fails is aborted, so nothing is left under a real key, and parts a killed process left are swept like a local
 * `.part` file.
 */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly location: Pick<S3Location, 'bucket' | 'prefix'>,
  ) {}

  static fromUrl(value: string): S3Storage {
    const location = parseS3Url(value);
    const client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      // Our own SHA-256 of every file is the integrity check; the SDK's newer default checksums are not
      // understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3Storage(client, location);
  }

  private objectKey(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  /** The portal's key of an object key, or undefined for objects that are not the portal's. */
  private portalKey(objectKey: string): string | undefined {
    const key = this.location.prefix ? objectKey.slice(this.location.prefix.length + 1) : objectKey;
    return KEY_PATTERN.test(key) ? key : undefined;
  }

  async put(source: Readable, prefix: string): Promise<StoredObject> {
    return this.putAt(newStorageKey(prefix), source);
  }

  /** Writes under a key made elsewhere: moving files from local disk keeps every key the database holds. */
  async putAt(key: string, source: Readable): Promise<StoredObject> {
    const measured = measure(source);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: source },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, ...measured() };
  }

  read(key: string): Readable {
    const out = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }))
      .then((response) => {
        const body = response.Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      })
      .catch((error: unknown) => out.destroy(isMissing(error) ? missingFileError(key) : (error as Error)));
    return out;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *listOlderThan(prefix: string, before: Date): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: this.listPrefix(prefix), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key && this.portalKey(object.Key);
        if (key && object.LastModified && object.LastModified < before) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Aborts multipart uploads a killed process left. A server that cannot list them (some S3-compatible ones)
   * answers NotImplemented: nothing to sweep then; a bucket lifecycle rule should abort them instead (README).
   */
  async removeUnfinishedOlderThan(prefix: string, before: Date): Promise<number> {
    try {
      return await this.abortUploadsOlderThan(prefix, before);
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NotImplemented') return 0;
      throw error;
    }
  }

  private async abortUploadsOlderThan(prefix: string, before: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.location.bucket,
          Prefix: this.listPrefix(prefix),
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !this.portalKey(upload.Key) || !upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.location.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed += 1;
      }
      ({ NextKeyMarker: keyMarker, NextUploadIdMarker: uploadIdMarker } = page.IsTruncated ? page : {});
    } while (keyMarker);
    return removed;
  }

  private listPrefix(prefix: string): string {
    return this.location.prefix ? `${this.location.prefix}/${prefix}/` : `${prefix}/`;
  }
}
