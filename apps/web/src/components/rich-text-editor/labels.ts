import type { RichTextEditorLabels } from '@mantine/tiptap';
import type { TFunction } from 'i18next';

/** The toolbar's accessible names, in the screen's language (Mantine's own are English only). */
export function editorLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    clearFormattingControlLabel: t('richText.clear_formatting'),
    h2ControlLabel: t('richText.h2'),
    h3ControlLabel: t('richText.h3'),
    h4ControlLabel: t('richText.h4'),
    bulletListControlLabel: t('richText.bullet_list'),
    orderedListControlLabel: t('richText.ordered_list'),
    blockquoteControlLabel: t('richText.blockquote'),
    hrControlLabel: t('richText.hr'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    linkEditorInputLabel: t('richText.link_input'),
    linkEditorInputPlaceholder: 'https://example.com',
    linkEditorExternalLink: t('richText.link_external'),
    linkEditorInternalLink: t('richText.link_internal'),
    linkEditorSave: t('richText.link_save'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
    tableInsertControlLabel: t('richText.table_insert'),
    tableInsertLabel: (columns: number, rows: number) => t('richText.table_size', { columns, rows }),
    tableDeleteControlLabel: t('richText.table_delete'),
    tableColumnAfterControlLabel: t('richText.table_column_after'),
    tableColumnDeleteControlLabel: t('richText.table_column_delete'),
    tableRowAfterControlLabel: t('richText.table_row_after'),
    tableRowDeleteControlLabel: t('richText.table_row_delete'),
    tableToggleHeaderRowControlLabel: t('richText.table_header_row'),
  };
}
