import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
/** Helvetica and the other standard fonts are not embedded by pdfkit: pdf.js draws them from its own copies. */
const STANDARD_FONTS = require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, 'standard_fonts/');

export interface RenderedPage {
  number: number;
  /** The page's text as pdf.js extracts it, runs joined by spaces (Bengali comes out in glyph order, not typed order). */
  text: string;
  /** Images the page paints (evidence photos, drawn signatures). */
  images: number;
  png: Buffer;
  /** Pixels darker than light grey: a page with none is blank. */
  inkPixels: number;
}

/**
 * Every page of a PDF as a reader sees it: drawn by pdf.js (Mozilla's PDF engine) onto a canvas at `scale`, with
 * the text it extracts. A PDF pdf.js cannot open, or a page it cannot draw, fails the test.
 */
export async function renderPages(pdf: Buffer, scale = 1): Promise<RenderedPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: STANDARD_FONTS, disableFontFace: true, verbosity: 0 }).promise;
  const pages: RenderedPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let inkPixels = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200 || pixels[i + 1]! < 200 || pixels[i + 2]! < 200) inkPixels += 1;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      const operators = await page.getOperatorList();
      const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length;
      pages.push({ number, text, images, png: canvas.toBuffer('image/png'), inkPixels });
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return pages;
}

/** All pages' text as one string with single spaces, for phrases that wrap across lines. */
export const wordsOf = (pages: readonly RenderedPage[]) => pages.map((page) => page.text).join(' ').replace(/\s+/g, ' ');
