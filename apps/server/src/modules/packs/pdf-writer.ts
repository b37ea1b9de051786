import type PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Language } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../context.js';
import { IMAGE_MAX_PIXELS } from '../../lib/image-decoding.js';
import { translatorFor } from '../../plugins/i18n.js';
import type { AnswerSection } from './answer-lines.js';
import { textHeight, writeText, type TextStyle } from './pdf-text.js';

export type Doc = InstanceType<typeof PDFDocument>;

export const MARGIN = 50;
/** Largest side, in pixels, an image is reduced to before it goes into the PDF: sharp enough to read a document. */
const IMAGE_MAX_PX = 1600;
/** Height a drawn signature is shown at, at most. */
const SIGNATURE_MAX_HEIGHT = 80;

/** The document with the pack's language and how it writes dates. */
export interface Writer {
  doc: Doc;
  t: TFunction;
  lang: Language;
  dateTime(value: Date | null): string;
  date(value: string | null): string;
}

export function writerFor(doc: Doc, lang: Language, timeZone: string): Writer {
  const locale = lang === 'bn' ? 'bn-BD' : 'en-GB';
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  // Expiry dates are calendar dates, not instants: formatted as they are, whatever the time zone.
  const date = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' });
  return {
    doc,
    t: translatorFor(lang),
    lang,
    dateTime: (value) => (value ? dateTime.format(value) : '—'),
    date: (value) => (value ? date.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—'),
  };
}

const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Room for `height` points below the cursor, or a new page. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

export function heading(w: Writer, text: string, size = 13): void {
  ensureRoom(w.doc, 60);
  writeText(w.doc, text, { size, weight: 'bold', gap: 0.3 });
}

/** Writes answer sections as the candidate's are written: a bold title, then 'label: value' lines, indented by depth. */
export function writeAnswerSections(w: Writer, sections: readonly AnswerSection[]): void {
  for (const section of sections) {
    heading(w, section.title, 11);
    for (const line of section.lines) {
      const indent = line.depth * 14;
      if (line.value === null) writeText(w.doc, line.label, { weight: 'bold', indent });
      else writeText(w.doc, `${line.label}: ${line.value}`, { indent });
    }
    w.doc.moveDown(0.5);
  }
}

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** An image reduced for the page and flattened onto white; throws for one that cannot be decoded within the limit. */
async function prepareImage(source: Buffer): Promise<PreparedImage> {
  const { data, info } = await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: IMAGE_MAX_PX, height: IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The image ready to draw, or null (and logged) when it cannot be: the pack goes on without it. */
export async function preparedOrNull(ctx: AppContext, source: () => Promise<Buffer>, what: Record<string, string>): Promise<PreparedImage | null> {
  try {
    return await prepareImage(await source());
  } catch (error) {
    ctx.log.warn({ err: error, ...what }, 'a compliance pack left out an image it could not draw');
    return null;
  }
}

/** The size a prepared image is drawn at: the page's width and `maxHeight` at most, never enlarged. */
function drawnSize(doc: Doc, image: PreparedImage, maxHeight: number): { width: number; height: number } {
  const scale = Math.min((doc.page.width - MARGIN * 2) / image.width, maxHeight / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

/** Draws the image at the cursor; the caller has made room for it. */
function drawImage(doc: Doc, image: PreparedImage, size: { width: number; height: number }): void {
  const top = doc.y;
  doc.image(image.data, MARGIN, top, size);
  doc.y = top + size.height + 8;
}

/** A prepared image on its own (evidence), scaled to the page's width and at most `maxHeight`. */
export function placeImage(doc: Doc, image: PreparedImage, maxHeight: number): void {
  const size = drawnSize(doc, image, maxHeight);
  ensureRoom(doc, size.height);
  drawImage(doc, image, size);
}

export interface Paragraph {
  text: string;
  style?: TextStyle;
}

/** A signed declaration: what was declared, the drawn signature, and who signed it when (and from where). */
export interface SignedBlock {
  title: string;
  declaration: Paragraph[];
  /** Null when there is no drawn signature; `unreadable` when there is one that cannot be drawn. */
  image: PreparedImage | null | 'unreadable';
  signed: Paragraph[];
}

const heightOf = (doc: Doc, paragraphs: Paragraph[]) => paragraphs.reduce((sum, p) => sum + textHeight(doc, p.text, p.style), 0);

/**
 * Writes a declaration and its signature as one block on one page: the page breaks before the block when it would
 * not fit, so a signature never stands alone on a page, away from what was signed. A declaration too long for any
 * page starts on a new one, and the signature still keeps the lines saying who signed and when.
 */
export function writeSignedBlock(w: Writer, block: SignedBlock, unreadable: string): void {
  const { doc } = w;
  const image = block.image === 'unreadable' ? null : block.image;
  const imageSize = image ? drawnSize(doc, image, SIGNATURE_MAX_HEIGHT) : null;
  const title: Paragraph = { text: block.title, style: { size: 13, weight: 'bold', gap: 0.3 } };
  const signed: Paragraph[] = [...(block.image === 'unreadable' ? [{ text: unreadable }] : []), ...block.signed];
  const tail = heightOf(doc, signed) + (imageSize ? imageSize.height + 8 : 0);
  const whole = heightOf(doc, [title, ...block.declaration]) + tail;
  if (doc.y + whole > bottomOf(doc) && doc.y > doc.page.margins.top) doc.addPage();
  for (const paragraph of [title, ...block.declaration]) writeText(doc, paragraph.text, paragraph.style);
  ensureRoom(doc, tail);
  if (image && imageSize) drawImage(doc, image, imageSize);
  for (const paragraph of signed) writeText(doc, paragraph.text, paragraph.style);
  doc.fontSize(10).moveDown(1);
}

/**
 * pdfkit pushes pages into its stream whatever the reader's pace; waiting for the reader to take what is
 * already written before each image keeps at most about one file's worth of PDF in memory.
 */
const BACKLOG_BYTES = 1024 * 1024;
export async function readerCaughtUp(doc: Doc): Promise<void> {
  while (doc.readableLength > BACKLOG_BYTES && !doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 20));
}
