import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
type Weight = 'regular' | 'bold';
type Script = 'latin' | 'bengali' | 'other';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${weight}-normal.woff`);

/**
 * Latin text uses the PDF's built-in Helvetica (no embedding, and readable by any text extractor). Bengali and
 * the rest of Latin Extended come from Noto Sans Bengali, which the npm package ships as per-script WOFF subsets
 * (fontkit, inside pdfkit, reads WOFF and shapes Bengali conjuncts), so each run of text is set in its own font.
 */
const FONTS: Record<Script, Record<Weight, string>> = {
  latin: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  bengali: { regular: 'bn-regular', bold: 'bn-bold' },
  other: { regular: 'ext-regular', bold: 'ext-bold' },
};

export function registerPackFonts(doc: Doc): void {
  doc.registerFont('bn-regular', fontFile('bengali', 400));
  doc.registerFont('bn-bold', fontFile('bengali', 700));
  doc.registerFont('ext-regular', fontFile('latin-ext', 400));
  doc.registerFont('ext-bold', fontFile('latin-ext', 700));
}

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function scriptOf(char: string): Script {
  const code = char.codePointAt(0) ?? 0;
  // Bengali block, Vedic signs, dandas, ZWNJ/ZWJ and the dotted circle Bengali fonts use for lone marks.
  if ((code >= 0x0980 && code <= 0x09ff) || code === 0x0964 || code === 0x0965 || code === 0x200c || code === 0x200d || code === 0x25cc) {
    return 'bengali';
  }
  if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) return 'latin';
  return 'other';
}

/** The text cut into runs of one script each, e.g. "DBS সনদ 2024" into latin, bengali, latin. */
export function scriptRuns(text: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export interface TextStyle {
  size?: number;
  weight?: Weight;
  indent?: number;
  gap?: number;
  /** A box of its own (a table cell) instead of the page's width at the cursor. */
  at?: { x: number; y: number; width: number };
}

function boxOf(doc: Doc, style: TextStyle): { x: number; y: number; width: number } {
  if (style.at) return style.at;
  const x = doc.page.margins.left + (style.indent ?? 0);
  return { x, y: doc.y, width: doc.page.width - doc.page.margins.right - x };
}

/** Writes one paragraph in as many fonts as its scripts need, wrapped to the page's width (or its box). */
export function writeText(doc: Doc, text: string, style: TextStyle = {}): void {
  const runs = scriptRuns(text.length > 0 ? text : ' ');
  const { x, y, width } = boxOf(doc, style);
  doc.fontSize(style.size ?? 10);
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    doc.font(FONTS[run.script][style.weight ?? 'regular']);
    if (index === 0) doc.text(run.text, x, y, { width, continued: !last });
    else doc.text(run.text, { continued: !last });
  });
  if (style.gap) doc.moveDown(style.gap);
}

/**
 * About the height writeText will take, erring on the tall side: the whole paragraph measured in each font it
 * uses (Bengali lines are taller than Latin ones), the tallest taken. Enough to keep a block on one page.
 */
export function textHeight(doc: Doc, text: string, style: TextStyle = {}): number {
  const { width } = boxOf(doc, style);
  doc.fontSize(style.size ?? 10);
  let height = 0;
  for (const script of new Set(scriptRuns(text.length > 0 ? text : ' ').map((run) => run.script))) {
    doc.font(FONTS[script][style.weight ?? 'regular']);
    height = Math.max(height, doc.heightOfString(text, { width }) + (style.gap ?? 0) * doc.currentLineHeight(true));
  }
  return height;
}
