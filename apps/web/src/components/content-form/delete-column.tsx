import type { TFunction } from 'i18next';
import { RowDeleteButton, type ItemColumn } from '@/components/list-screen/item-table';

/** The actions column of a content list (news, categories, tags, pages): a delete button naming its row. */
export function deleteColumn<T>(t: TFunction, name: (item: T) => string, ask: (item: T) => void): ItemColumn<T> {
  return {
    header: t('contentForm.actions'),
    cell: (item) => (
      <RowDeleteButton label={t('contentForm.delete')} ariaLabel={t('contentForm.delete_named', { name: name(item) })} onClick={() => ask(item)} />
    ),
  };
}
