import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { pngImage } from './account.js';

/** A PDF object body, or a stream: its dictionary entries (without << >>) and its bytes, deflated when asked. */
export type PdfObject = string | { dict: string; data: Buffer | string; deflate?: boolean };

/**
 * A well-formed PDF from numbered objects (1 is the catalog), with a correct cross-reference table, so that a
 * real reader accepts it. `tail` is appended after %%EOF (a polyglot's second file).
 */
export function buildPdf(objects: readonly PdfObject[], options: { trailer?: string; tail?: Buffer | string } = {}): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
      return;
    }
    const raw = Buffer.isBuffer(object.data) ? object.data : Buffer.from(object.data, 'latin1');
    const data = object.deflate ? deflateSync(raw) : raw;
    const filter = object.deflate ? ' /Filter /FlateDecode' : '';
    push(Buffer.from(`${index + 1} 0 obj\n<< ${object.dict}${filter} /Length ${data.length} >>\nstream\n`, 'latin1'));
    push(data);
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  if (options.tail) push(Buffer.isBuffer(options.tail) ? options.tail : Buffer.from(options.tail, 'latin1'));
  return Buffer.concat(chunks);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';

/** A one-page PDF whose catalog carries `catalogExtra` and which has `more` objects from number 4 on. */
export function pdfWith(catalogExtra: string, more: readonly PdfObject[] = [], options: Parameters<typeof buildPdf>[1] = {}): Buffer {
  return buildPdf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, PAGES, PAGE, ...more], options);
}

/** The ways a PDF can carry active content, each a file a reader would act on. */
export const ACTIVE_PDFS: Record<string, () => Buffer> = {
  'OpenAction running JavaScript': () => pdfWith('/OpenAction 4 0 R', ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>']),
  'JavaScript in the name tree': () =>
    pdfWith('/Names << /JavaScript 4 0 R >>', ['<< /Names [(x) 5 0 R] >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>']),
  'Launch action on a link': () => pdfWith('', ['<< /Type /Annot /Subtype /Link /A << /S /Launch /F (cmd.exe) >> >>']),
  'embedded file': () =>
    pdfWith('/Names << /EmbeddedFiles 4 0 R >>', [
      '<< /Names [(a.exe) 5 0 R] >>',
      '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
      { dict: '/Type /EmbeddedFile', data: 'MZ payload' },
    ]),
  'additional actions on the page': () => pdfWith('/AA << /O << /S /JavaScript /JS (x) >> >>'),
  'XFA form': () => pdfWith('/AcroForm << /Fields [] /XFA 4 0 R >>', [{ dict: '', data: '<xdp:xdp/>' }]),
  'RichMedia annotation': () => pdfWith('', ['<< /Type /Annot /Subtype /RichMedia >>']),
  'hex-escaped JavaScript': () => pdfWith('/Names << /J#61vaScript 4 0 R >>', ['<< /Names [(x) 5 0 R] >>', '<< /S /J#61vaScript /J#53 (x) >>']),
  'hex-escaped OpenAction': () => pdfWith('/Open#41ction 4 0 R', ['<< /S /URI /URI (https://example.com/) >>']),
  'hex-escaped Launch': () => pdfWith('', ['<< /Type /Annot /Subtype /Link /A << /S /#4c#61#75#6e#63#68 /F (cmd.exe) >> >>']),
  'JavaScript inside a compressed object stream': () =>
    pdfWith('', [
      {
        dict: '/Type /ObjStm /N 1 /First 4',
        data: '5 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>',
        deflate: true,
      },
    ]),
  'hex-escaped names inside a compressed object stream': () =>
    pdfWith('', [{ dict: '/Type /ObjStm /N 1 /First 4', data: '5 0 << /S /J#61vaScript /JS (x) >>', deflate: true }]),
  'object stream behind a hex-escaped filter name': () =>
    buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      PAGES,
      PAGE,
      `<< /Type /ObjStm /N 1 /First 4 /Filter /Fl#61teDecode /Length ${deflateSync('5 0 << /S /Launch >>').length} >>\nstream\n${deflateSync('5 0 << /S /Launch >>').toString('latin1')}\nendstream`,
    ]),
};

/**
 * A PDF zip bomb: one small FlateDecode stream that inflates to `inflatedMb` megabytes of zeros, which an
 * inspector that inflated without a cap would hold in memory whole.
 */
export function pdfBomb(inflatedMb: number): Buffer {
  return pdfWith('', [{ dict: '', data: Buffer.alloc(inflatedMb * 1024 * 1024), deflate: true }]);
}

/** A real PDF as a producer writes one: compressed content, fonts, an embedded JPEG and a PNG with a mask. */
export async function realisticPdf(): Promise<Buffer> {
  const jpeg = await sharp(await pngImage(120, 80)).jpeg().toBuffer();
  const png = await sharp(await pngImage(60, 40)).ensureAlpha(0.5).png().toBuffer();
  const doc = new PDFDocument({ size: 'A4', info: { Title: 'Bank statement' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(14).text('Statement of account for J. Smith. Sort code 00-00-00.');
  doc.image(jpeg, 50, 120, { width: 240 });
  doc.image(png, 50, 320, { width: 120 });
  doc.addPage().text('Page two, with a link.', { link: 'https://example.com/' });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit grey PNG of the given size whose pixel data is `rows` (deflated), well formed chunk by chunk. */
function pngOf(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The pixel flood of the issue: a tiny file that says it is 100000 x 100000 pixels. */
export function pixelFloodPng(): Buffer {
  return pngOf(100_000, 100_000, Buffer.alloc(64 * 1024));
}

/** A complete, valid PNG of 10000 x 10000 pixels (100 megapixels, 12.5 MB of pixel data) in about 20 KB. */
export function decompressionBombPng(): Buffer {
  const side = 10_000;
  return pngOf(side, side, Buffer.alloc(side * (1 + side / 8)));
}

/** A PNG with `text` in a tEXt chunk, as a hidden payload. */
export function pngWithText(png: Buffer, text: string): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(iend)]);
}

/** A JPEG with a comment segment (COM) holding `text`, right after the start-of-image marker. */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const payload = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

/** A JPEG/PDF polyglot: a real JPEG whose comment segment holds a whole PDF with JavaScript. */
export function jpegPdfPolyglot(jpeg: Buffer): Buffer {
  return jpegWithComment(jpeg, ACTIVE_PDFS['OpenAction running JavaScript']!().toString('latin1'));
}
