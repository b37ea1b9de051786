import type { TMediaItem } from '@portal/contract';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaChanged, uploadMediaFile, useUpdateMedia } from '@/components/media-library/api';
import { mediaImageSrc } from './media-html';
import { notifyFailure } from '@/lib/notify';

interface Waiting {
  item: TMediaItem;
  /** Where it was dropped; pasted images go where the cursor is. */
  pos: number | null;
}

/**
 * Images pasted or dropped into the editor: each is uploaded to the media library (which checks and
 * re-encodes it), then waits for its alt text (`waiting`) before it is inserted.
 */
export function usePastedImages(editor: Editor | null) {
  const { t } = useTranslation();
  const update = useUpdateMedia();
  const [queue, setQueue] = useState<Waiting[]>([]);
  const [uploading, setUploading] = useState(0);
  const editorRef = useRef(editor);
  editorRef.current = editor;

  async function add(files: File[], pos: number | null) {
    setUploading((count) => count + files.length);
    for (const file of files) {
      try {
        const item = await uploadMediaFile(file, () => {});
        setQueue((waiting) => [...waiting, { item, pos }]);
      } catch (error) {
        notifyFailure(error, t('richText.upload_failed', { name: file.name }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
    void mediaChanged();
  }

  const current = queue[0] ?? null;
  const next = () => setQueue((waiting) => waiting.slice(1));

  function insert(alt: string) {
    if (!current) return;
    update.mutate(
      { id: current.item.id, alt },
      {
        onSuccess: (saved) => {
          const image = { type: 'image', attrs: { src: mediaImageSrc(saved), alt: saved.alt } };
          const chain = editorRef.current?.chain().focus();
          if (current.pos === null) chain?.insertContent(image).run();
          else chain?.insertContentAt(current.pos, image).run();
          update.reset();
          next();
        },
      },
    );
  }

  return {
    add,
    uploading: uploading > 0,
    waiting: current?.item ?? null,
    pending: update.isPending,
    error: update.isError ? update.error.message : undefined,
    insert,
    skip: () => {
      update.reset();
      next();
    },
  };
}
