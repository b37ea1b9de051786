import { UPLOAD_FIELD, ZUploadResponse, type TUploadedFile } from '@portal/contract';
import { apiErrorFrom, apiTarget } from '@/lib/api-client';

export type UploadedFile = TUploadedFile;

/**
 * Sends one file to POST /uploads (field `files`), reporting progress from 0 to 1.
 * XMLHttpRequest rather than fetch: only it reports how much of the body has gone.
 * Rejects with an ApiError carrying the server's translated message (413, 415, 422...).
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const { url, headers } = apiTarget('/uploads');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status !== 201 && xhr.status !== 200) {
        reject(apiErrorFrom(xhr.status, xhr.responseText));
        return;
      }
      try {
        const [uploaded] = ZUploadResponse.parse(JSON.parse(xhr.responseText)).data;
        if (!uploaded) throw new Error('no file in the answer');
        onProgress(1);
        resolve(uploaded);
      } catch {
        reject(apiErrorFrom(500, ''));
      }
    });
    xhr.addEventListener('error', () => reject(apiErrorFrom(0, '')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    xhr.send(body);
  });
}
