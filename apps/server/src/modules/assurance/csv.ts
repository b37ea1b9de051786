import type { TFunction } from 'i18next';
import { detailLines, type PackDocument } from './document-text.js';

/** Spreadsheets run a cell that starts with one of these as a formula: such cells are prefixed with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The pack as one person's row of a single central record spreadsheet: the placement, then three cells per
 * column (status, date, details), then who issued it, the PDF's SHA-256 and the verification link. UTF-8
 * with a byte order mark so that spreadsheet programs read names correctly; CRLF line ends (RFC 4180).
 */
export function packCsv(doc: PackDocument, pdfSha256: string, t: TFunction): string {
  const header = [
    t('assurance.csv.candidate'),
    t('assurance.csv.school'),
    t('assurance.csv.urn'),
    t('assurance.verify.placement_start'),
    ...doc.rows.flatMap((row) => {
      const title = t(`assurance.columns.${row.column}`);
      return [`${title}: ${t('assurance.csv.status')}`, `${title}: ${t('assurance.csv.date')}`, `${title}: ${t('assurance.csv.details')}`];
    }),
    t('assurance.csv.issued_at'),
    t('assurance.verify.issued_by'),
    t('assurance.verify.pdf_hash'),
    t('assurance.csv.verification_url'),
  ];
  const values = [
    doc.candidateName,
    doc.schoolName,
    doc.schoolUrn ?? '',
    doc.placementStart ?? '',
    ...doc.rows.flatMap((row) => [t(`assurance.statuses.${row.status}`), row.date ?? '', detailLines(row, t).join('; ')]),
    doc.issuedAt.toISOString(),
    doc.issuerName,
    pdfSha256,
    doc.verificationUrl,
  ];
  return `\uFEFF${[header, values].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
