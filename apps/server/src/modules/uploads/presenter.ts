import type { TUploadedFile, UploadMimeType } from '@portal/contract';
import type { UploadRow } from './repository.js';

export function presentUpload(row: Pick<UploadRow, 'id' | 'name' | 'mime_type' | 'size'>): TUploadedFile {
  return { id: row.id, name: row.name, type: row.mime_type as UploadMimeType, size: row.size };
}
