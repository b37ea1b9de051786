/** Where objects go, parsed from `STORAGE_URL` (`s3://bucket/prefix?endpoint=…&region=…`). */
export interface S3Location {
  bucket: string;
  /** Put before every key, without a trailing slash ('' for the bucket's root). */
  prefix: string;
  endpoint?: string;
  region: string;
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('must look like s3://bucket/prefix?endpoint=…&region=…');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: (url.searchParams.get('path_style') ?? (endpoint ? 'true' : 'false')) === 'true',
  };
}

export function isS3Url(value: string): boolean {
  try {
    parseS3Url(value);
    return true;
  } catch {
    return false;
  }
}
