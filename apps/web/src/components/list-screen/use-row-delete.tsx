import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyDone, notifyFailure } from '@/lib/notify';

export interface RowDeleteTexts<T> {
  title: string;
  body: (item: T) => string;
  confirm: string;
  done: (item: T) => string;
  /** Above the server's reason (e.g. a category that still has children). */
  failed: string;
}

/**
 * Deleting a row of a list after a confirmation: `ask(item)` opens the dialog, which stays open, its buttons waiting,
 * until the server has answered; then it closes and says how it went.
 */
export function useRowDelete<T extends { id: string }>(remove: UseMutationResult<unknown, Error, string>, texts: RowDeleteTexts<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyDone(texts.done(deleting));
    } catch (error) {
      notifyFailure(error, texts.failed);
    }
    setDeleting(null);
  };

  const dialog = (
    <ConfirmDialog
      opened={deleting !== null}
      title={texts.title}
      body={deleting ? texts.body(deleting) : ''}
      confirmLabel={texts.confirm}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
