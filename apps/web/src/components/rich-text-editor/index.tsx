import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './types';

/** Tiptap and ProseMirror are large: only screens that show an editor download them. */
const Editor = lazy(() => import('./rich-text-editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={280} role="status" aria-label={props.label} />}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps } from './types';
