import type { TCandidateCompliance } from '@portal/contract';
import { textHeight, writeText, type TextStyle } from './pdf-text.js';
import { MARGIN, type Writer } from './pdf-writer.js';
import { writeTombstoneLines } from './pdf-tombstones.js';
import type { Pack } from './service.js';

type ChecklistItem = TCandidateCompliance['data'][number];

/** Share of the page's width each column of the checklist table takes. */
const COLUMNS = [
  { key: 'item', share: 0.36 },
  { key: 'requirement', share: 0.14 },
  { key: 'status', share: 0.18 },
  { key: 'expiry', share: 0.16 },
  { key: 'deadline', share: 0.16 },
] as const;
const CELL_PADDING = 3;
const CELL: TextStyle = { size: 8.5 };
const HEADER: TextStyle = { size: 8.5, weight: 'bold' };

/**
 * When the item stops counting: its date, or 'No expiry' for a submitted form without one (a form that never
 * expires, such as right to work, whose follow-up is the officer's check in the deadline column), and a dash while
 * nothing has been submitted. Never an empty value an auditor would read as 'None'.
 */
function expiryText(w: Writer, item: Pick<ChecklistItem, 'status' | 'expires_at'>): string {
  if (item.expires_at) return w.date(item.expires_at);
  if (item.status === 'not_started' || item.status === 'draft') return w.t('pack_audit.cover.not_submitted');
  return w.t('pack_audit.cover.no_expiry');
}

function cellsOf(w: Writer, item: ChecklistItem): string[] {
  const { t } = w;
  return [
    item.title,
    t(`pack_audit.cover.requirements.${item.requirement}`),
    t(`pack.status.${item.expiring_soon ? 'expiring_soon' : item.status}`),
    expiryText(w, item),
    item.due_at ? w.date(item.due_at) : t('pack_audit.cover.no_deadline'),
  ];
}

/** One row of the table at the cursor, on a new page (under the header again) when it would not fit. */
function writeRow(w: Writer, cells: string[], style: TextStyle, header: string[] | null): void {
  const { doc } = w;
  const width = doc.page.width - MARGIN * 2;
  const widths = COLUMNS.map((column) => column.share * width - CELL_PADDING * 2);
  const height = Math.max(...cells.map((text, i) => textHeight(doc, text, { ...style, at: { x: 0, y: 0, width: widths[i]! } }))) + CELL_PADDING * 2;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    if (header) writeRow(w, header, HEADER, null);
  }
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    writeText(doc, text, { ...style, at: { x: x + CELL_PADDING, y: top + CELL_PADDING, width: widths[i]! } });
    x += COLUMNS[i]!.share * width;
  });
  doc.moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** Every checklist item: whether it is required, where it stands, when it expires and its next deadline. */
function writeChecklistTable(w: Writer, items: readonly ChecklistItem[]): void {
  const { doc, t } = w;
  writeText(doc, t('pack_audit.cover.table_title'), { size: 14, weight: 'bold', gap: 0.3 });
  const header = COLUMNS.map((column) => t(`pack_audit.cover.${column.key}`));
  writeRow(w, header, HEADER, null);
  for (const item of items) writeRow(w, cellsOf(w, item), CELL, header);
  doc.moveDown(1);
}

/** The first page: who, when and by whom, the counts, the checklist table, and what retention deleted. */
export function writeCover(w: Writer, pack: Pack, unplacedMonths: number): void {
  const { doc, t } = w;
  const { candidate, summary, data } = pack.compliance;
  writeText(doc, t('pack.title'), { size: 22, weight: 'bold', gap: 0.5 });
  writeText(doc, t('pack.candidate', { name: candidate.name, email: candidate.email }), { size: 13, weight: 'bold' });
  writeText(doc, t('pack.generated', { date: w.dateTime(pack.generatedAt), name: pack.officerName }), { gap: 1 });
  writeText(doc, t('pack.summary_title'), { size: 14, weight: 'bold', gap: 0.3 });
  writeText(doc, t('pack.summary', {
    approved: summary.approved,
    awaiting: summary.awaiting_review,
    missing: summary.missing,
    expiring: summary.expiring,
    total: summary.total,
  }), { gap: 1 });
  writeChecklistTable(w, data);
  if (pack.forms.length === 0) writeText(doc, t('pack.no_submissions'), { gap: 1 });
  writeTombstoneLines(w, pack, unplacedMonths);
  if (pack.forms.some((form) => form.files.length > 0)) writeText(doc, t('pack.hashes_note'), { size: 9, gap: 1 });
  const leftOut = pack.forms.reduce((n, form) => n + form.leftOut.length, 0);
  if (leftOut > 0) writeText(doc, t('pack.left_out_count', { count: leftOut }), { weight: 'bold', gap: 1 });
}
