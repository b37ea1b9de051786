import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { S3Storage } from '../lib/s3-storage.js';
import { copyDiskToObjectStorage } from '../lib/storage-migration.js';
import { LocalDiskStorage } from '../lib/storage.js';

/**
 * `npm run storage:to-s3`: copies DATA_DIR/files to STORAGE_URL, keeping keys. Safe to run again after an
 * interruption (what is there already is skipped) and while the portal still runs on local disk (run it once
 * more after switching, for files that arrived in between).
 */
async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.storageUrl) throw new ConfigError('Set STORAGE_URL to the object storage to copy the files to (s3://bucket/prefix?endpoint=…&region=…).');
  const root = path.join(config.dataDir, 'files');
  const started = Date.now();
  const report = await copyDiskToObjectStorage(root, new LocalDiskStorage(root), S3Storage.fromUrl(config.storageUrl), (key, so) => {
    if ((so.copied + so.skipped) % 100 === 0) console.log(`${so.copied + so.skipped} files (${so.copied} copied, ${so.skipped} already there), last ${key}`);
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Done in ${seconds} s: ${report.copied} files copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.skipped} already there.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
