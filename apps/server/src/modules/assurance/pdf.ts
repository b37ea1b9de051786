import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { TFunction } from 'i18next';
import { registerPackFonts, writeText } from '../packs/pdf-text.js';
import { detailLines, ukDate, type PackDocument } from './document-text.js';

const MARGIN = 50;
const QR_SIZE = 110;

function dateTime(value: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(value);
}

/**
 * The signed pack as PDF bytes: who and where, the officer's statement, one block per single central record
 * column (status, date, facts, and the rule when not required), and how to verify it, with the link's QR code.
 */
export async function packPdf(doc: PackDocument, t: TFunction, timeZone: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t('assurance.pdf.title')}: ${doc.candidateName}`, Author: 'Compliance Portal' },
  });
  registerPackFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const qr = await QRCode.toBuffer(doc.verificationUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 330 });

  writeText(pdf, t('assurance.pdf.title'), { size: 18, weight: 'bold', gap: 0.5 });
  writeText(pdf, t('assurance.pdf.candidate', { name: doc.candidateName }), { size: 13, weight: 'bold' });
  writeText(pdf, t('assurance.pdf.school', { school: doc.schoolName }));
  if (doc.schoolUrn) writeText(pdf, t('assurance.pdf.urn', { urn: doc.schoolUrn }));
  if (doc.placementStart) writeText(pdf, t('assurance.pdf.placement_start', { date: ukDate(doc.placementStart) }));
  writeText(pdf, t('assurance.pdf.issued', { date: dateTime(doc.issuedAt, timeZone), name: doc.issuerName }), { gap: 0.5 });
  writeText(pdf, t('assurance.pdf.statement'), { size: 9, gap: 1 });

  for (const row of doc.rows) {
    if (pdf.y + 70 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const status = t(`assurance.statuses.${row.status}`);
    const when = row.date ? ` — ${ukDate(row.date)}` : '';
    writeText(pdf, t(`assurance.columns.${row.column}`), { size: 11, weight: 'bold' });
    writeText(pdf, `${t('assurance.pdf.status')}: ${status}${when}`, { weight: row.status === 'recorded' ? 'regular' : 'bold', indent: 12 });
    for (const line of detailLines(row, t)) writeText(pdf, line, { size: 9, indent: 12 });
    pdf.moveDown(0.5);
  }

  if (pdf.y + QR_SIZE + 90 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  pdf.moveDown(0.5);
  writeText(pdf, t('assurance.pdf.verify_title'), { size: 12, weight: 'bold', gap: 0.3 });
  writeText(pdf, t('assurance.pdf.verify', { date: dateTime(doc.linkExpiresAt, timeZone) }), { size: 9, gap: 0.3 });
  writeText(pdf, doc.verificationUrl, { size: 8, weight: 'bold', gap: 0.3 });
  const top = pdf.y;
  pdf.image(qr, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  pdf.y = top + QR_SIZE + 8;
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
