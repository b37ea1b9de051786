import type { TMediaItem } from '@portal/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http-error';
import { mediaChanged, uploadMediaFile, useMediaCredential } from './api';

export interface MediaUpload {
  readonly key: number;
  readonly name: string;
  readonly progress: number;
  readonly state: 'waiting' | 'sending' | 'done' | 'refused';
  /** The server's message when the file was refused. */
  readonly error?: string;
}

/**
 * Uploads images one after another (one request each, so every refusal names its own file), keeping each
 * file's progress and outcome on screen. `onUploaded` receives each stored item.
 */
export function useMediaUploads(onUploaded?: (item: TMediaItem) => void) {
  const { t } = useTranslation();
  const token = useMediaCredential();
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const nextKey = useRef(0);
  // Files wait here so that a second drop during an upload joins the same line instead of running beside it.
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);

  const update = (key: number, change: Partial<MediaUpload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { state: 'sending' });
      try {
        const item = await uploadMediaFile(file, (progress) => update(key, { progress }), token);
        update(key, { state: 'done', progress: 1 });
        onUploaded?.(item);
      } catch (failure) {
        update(key, { state: 'refused', error: failure instanceof HttpError ? failure.message : t('errors.something_wrong') });
      }
    }
    running.current = false;
    await mediaChanged();
  }, [token, onUploaded, t]);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ key: nextKey.current++, file }));
      queue.current.push(...added);
      setUploads((all) => [...all, ...added.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const }))]);
      void drain();
    },
    [drain],
  );

  const clearFinished = useCallback(() => setUploads((all) => all.filter((upload) => upload.state === 'waiting' || upload.state === 'sending')), []);
  const busy = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'sending');

  return { uploads, add, clearFinished, busy };
}
