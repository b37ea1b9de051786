import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDF } from '../../../test/helpers/compliance.js';
import { ACTIVE_PDFS, buildPdf, pdfBomb, pdfWith, realisticPdf } from '../../../test/helpers/samples.js';
import { inspectPdf, PDF_MAX_INFLATED_BYTES } from './pdf-inspection.js';

/** PNG "Up" predictor rows (type 2) of `columns` bytes: each byte is stored as the difference from the row above. */
function pngUpPredicted(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let start = 0; start < data.length; start += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, start, Math.min(start + columns, data.length));
    const above = start === 0 ? Buffer.alloc(columns) : data.subarray(start - columns, start);
    rows.push(Buffer.from([2]), Buffer.from(row.map((byte, i) => (byte - (above[i] ?? 0)) & 0xff)));
  }
  return Buffer.concat(rows);
}

describe('inspectPdf', () => {
  it('accepts plain PDFs, including a real one with compressed content, fonts, images and a link', async () => {
    expect(await inspectPdf(PDF)).toEqual({ ok: true });
    expect(await inspectPdf(pdfWith(''))).toEqual({ ok: true });
    expect(await inspectPdf(await realisticPdf())).toEqual({ ok: true });
    // An incremental update appends a second body and %%EOF; trailing line ends and NULs are common.
    const updated = Buffer.concat([pdfWith(''), Buffer.from('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n%%EOF\r\n\0\0')]);
    expect(await inspectPdf(updated)).toEqual({ ok: true });
    // The words in a string are text, not names: a statement may well mention JavaScript.
    expect(await inspectPdf(pdfWith('', [{ dict: '', data: 'BT (see /JavaScript and /Launch) Tj ET', deflate: true }]))).toEqual({ ok: true });
  });

  it('accepts an OpenAction that only says where the document opens, direct or by reference, also when packed', async () => {
    expect(await inspectPdf(pdfWith('/OpenAction [3 0 R /Fit]'))).toEqual({ ok: true });
    expect(await inspectPdf(pdfWith('/OpenAction << /S /GoTo /D [3 0 R /XYZ 0 0 1] >>'))).toEqual({ ok: true });
    expect(await inspectPdf(pdfWith('/OpenAction 4 0 R', ['[3 0 R /FitH 800]']))).toEqual({ ok: true });
    // As LaTeX writes it: the catalog and its destination both inside an object stream.
    const packed = pdfWith('', [{ dict: '/Type /ObjStm /N 2 /First 12', data: '5 0 6 39    << /Type /Catalog /OpenAction 6 0 R >> [3 0 R /Fit]', deflate: true }]);
    expect(await inspectPdf(packed)).toEqual({ ok: true });
    // The same shapes opening a web address or printing are actions.
    expect(await inspectPdf(pdfWith('/OpenAction 4 0 R', ['<< /S /URI /URI (https://evil.example/) >>']))).toMatchObject({ ok: false, reason: 'active' });
    expect(await inspectPdf(pdfWith('/OpenAction << /S /Named /N /Print >>'))).toMatchObject({ ok: false, reason: 'active' });
    const packedUri = pdfWith('', [{ dict: '/Type /ObjStm /N 2 /First 12', data: '5 0 6 39    << /Type /Catalog /OpenAction 6 0 R >> << /S /URI /URI (x) >>', deflate: true }]);
    expect(await inspectPdf(packedUri)).toMatchObject({ ok: false, reason: 'active' });
    expect(await inspectPdf(pdfWith('/OpenAction 99 0 R'))).toMatchObject({ ok: false, reason: 'active' });
  });

  it.each(Object.keys(ACTIVE_PDFS))('refuses active content: %s', async (name) => {
    expect(await inspectPdf(ACTIVE_PDFS[name]!())).toMatchObject({ ok: false, reason: 'active' });
  });

  it('finds active content hidden behind a PNG predictor or an ASCII filter chain', async () => {
    const objects = '5 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>';
    const predicted = deflateSync(pngUpPredicted(Buffer.from(objects, 'latin1'), 8));
    const viaPredictor = pdfWith('', [
      { dict: `/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >> /Length ${predicted.length}`, data: predicted },
    ]);
    expect(await inspectPdf(viaPredictor)).toMatchObject({ ok: false, reason: 'active' });
    const hex = `${deflateSync(objects).toString('hex')}>`;
    const viaHex = pdfWith('', [{ dict: `/Type /ObjStm /N 1 /First 4 /Filter [/AHx /Fl] /Length ${hex.length}`, data: hex }]);
    expect(await inspectPdf(viaHex)).toMatchObject({ ok: false, reason: 'active' });
  });

  it('does not read image data as PDF syntax, unless the "image" is really an object stream', async () => {
    const pixels = Buffer.from('\xff\xd8\xff /JS (x) /AA /Launch', 'latin1');
    const image = pdfWith('', [{ dict: '/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode', data: pixels }]);
    expect(await inspectPdf(image)).toEqual({ ok: true });
    const disguised = pdfWith('', [{ dict: '/Subtype /Image /N 1 /First 4', data: '5 0 << /S /Launch >>', deflate: true }]);
    expect(await inspectPdf(disguised)).toMatchObject({ ok: false, reason: 'active' });
  });

  it('refuses what it cannot look inside: a zip bomb past the cap, encryption, unknown filters, broken streams', async () => {
    expect(PDF_MAX_INFLATED_BYTES).toBe(64 * 1024 * 1024);
    expect(await inspectPdf(pdfBomb(8), { maxInflatedBytes: 4 * 1024 * 1024 })).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await inspectPdf(pdfBomb(8), { maxInflatedBytes: 16 * 1024 * 1024 })).toEqual({ ok: true });
    // The cap counts every stream together, not each one.
    const twoHalves = pdfWith('', [
      { dict: '', data: Buffer.alloc(3 * 1024 * 1024), deflate: true },
      { dict: '', data: Buffer.alloc(3 * 1024 * 1024), deflate: true },
    ]);
    expect(await inspectPdf(twoHalves, { maxInflatedBytes: 4 * 1024 * 1024 })).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await inspectPdf(pdfWith('', [], { trailer: '/Encrypt << /Filter /Standard /V 2 >>' }))).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await inspectPdf(pdfWith('', [{ dict: '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', data: 'abc' }]))).toMatchObject({
      ok: false,
      reason: 'unreadable',
    });
    expect(await inspectPdf(pdfWith('', [{ dict: '/Filter 9 0 R', data: 'abc' }]))).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await inspectPdf(pdfWith('', [{ dict: '/Filter /FlateDecode', data: 'not deflated at all' }]))).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await inspectPdf(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('refuses a PDF that is also another file: data after %%EOF, or a second PDF header', async () => {
    const zip = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00 payload PK\x05\x06', 'latin1');
    expect(await inspectPdf(pdfWith('', [], { tail: zip }))).toMatchObject({ ok: false, reason: 'mixed' });
    expect(await inspectPdf(pdfWith('', [], { tail: '<html><script>alert(1)</script></html>' }))).toMatchObject({ ok: false, reason: 'mixed' });
    const twoHeaders = buildPdf(['<< /Type /Catalog >>', '<< >>\n%PDF-1.4 a second document starts here']);
    expect(await inspectPdf(twoHeaders)).toMatchObject({ ok: false, reason: 'mixed' });
    expect(await inspectPdf(Buffer.concat([Buffer.from('GIF89a'), PDF]))).toMatchObject({ ok: false, reason: 'mixed' });
  });
});
