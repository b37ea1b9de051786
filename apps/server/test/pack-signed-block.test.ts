import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerPackFonts, writeText } from '../src/modules/packs/pdf-text.js';
import { MARGIN, writeSignedBlock, writerFor, type Doc, type PreparedImage } from '../src/modules/packs/pdf-writer.js';
import { renderPages } from './helpers/pdf-pages.js';

const DECLARATION = 'I confirm that everything I have written here is true and complete to the best of my knowledge.';

async function signatureImage(): Promise<PreparedImage> {
  const data = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#203080' } }).png().toBuffer();
  return { data, width: 300, height: 100 };
}

/** A PDF with `filler` lines of text and then one signed block, as the pack writes them. */
async function pdfWith(filler: number, declaration: string[], lang: 'en' | 'bn' = 'en'): Promise<Buffer> {
  const doc: Doc = new PDFDocument({ size: 'A4', margin: MARGIN });
  registerPackFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const w = writerFor(doc, lang, 'Europe/London');
  for (let i = 1; i <= filler; i += 1) writeText(doc, `Answer line ${i}`);
  writeSignedBlock(w, {
    title: 'Declaration',
    declaration: declaration.map((text) => ({ text, style: { gap: 0.3 } })),
    image: await signatureImage(),
    signed: [{ text: 'Signed by Sam Signer on 1 Jan 2026, 10:00', style: { weight: 'bold' } }, { text: 'Signed from the address 192.0.2.1' }],
  }, 'The drawn signature could not be shown.');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('a signed declaration in the pack', () => {
  it('moves to a new page whole when it would not fit below the answers, never leaving the signature alone', async () => {
    // Enough lines that the declaration would fit on the first page but the signature under it would not.
    for (const filler of [44, 50, 54, 56, 58, 60]) {
      const pages = await renderPages(await pdfWith(filler, [DECLARATION]));
      const signed = pages.filter((page) => page.images > 0);
      expect(signed, `filler ${filler}`).toHaveLength(1);
      const text = signed[0]!.text.replace(/\s+/g, ' ');
      expect(text, `filler ${filler}`).toContain('Declaration');
      expect(text).toContain(DECLARATION);
      expect(text).toContain('Signed by Sam Signer on 1 Jan 2026, 10:00');
      expect(text).toContain('Signed from the address 192.0.2.1');
    }
  });

  it('stays on the page it starts on when there is room', async () => {
    const pages = await renderPages(await pdfWith(5, [DECLARATION]));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.images).toBe(1);
  });

  it('keeps the signature with who signed it when the declaration is longer than a page', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Clause ${i + 1}: ${DECLARATION}`);
    const pages = await renderPages(await pdfWith(3, long));
    const signed = pages.filter((page) => page.images > 0);
    expect(signed).toHaveLength(1);
    expect(signed[0]!.text).toContain('Signed by Sam Signer');
    // The block started on a fresh page rather than under the answers.
    expect(pages[0]!.text).not.toContain('Clause 1:');
  });

  it('measures Bengali declarations, which set taller lines, as conservatively', async () => {
    const bengali = 'আমি নিশ্চিত করছি যে এখানে আমার লেখা সবকিছু আমার জানামতে সত্য ও সম্পূর্ণ।';
    for (const filler of [44, 52, 56]) {
      const pages = await renderPages(await pdfWith(filler, [bengali, bengali], 'bn'));
      const signed = pages.filter((page) => page.images > 0);
      expect(signed).toHaveLength(1);
      expect(signed[0]!.text).toContain('Declaration');
      expect(signed[0]!.text).toContain('Signed by Sam Signer');
    }
  });
});
