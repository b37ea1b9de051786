import { formatNumber } from '@/lib/numbers';

/** A file size as people read it: 840 KB, 2.4 MB, in the language's digits. */
export function formatBytes(bytes: number, language: string): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${formatNumber(megabytes, language)} MB`;
}
