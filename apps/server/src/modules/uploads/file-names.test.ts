import { describe, expect, it } from 'vitest';
import { cleanFileName, inlineDisposition } from './file-names.js';

describe('cleanFileName', () => {
  it('keeps the last path segment only, without unsafe characters', () => {
    expect(cleanFileName('C:\\Users\\me\\scan.pdf')).toBe('scan.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a"b<c>d|e?.png')).toBe('abcde.png');
    expect(cleanFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(cleanFileName('tab\there\nnewline.pdf')).toBe('tabherenewline.pdf');
  });

  it('drops right-to-left overrides that disguise an extension', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('keeps Bengali names, and never answers empty', () => {
    expect(cleanFileName('পাসপোর্ট.pdf')).toBe('পাসপোর্ট.pdf');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName('///')).toBe('file');
  });

  it('shortens long names to 150 characters, keeping the extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('inlineDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name, with an extension matching the real type', () => {
    expect(inlineDisposition('scan.pdf', 'application/pdf')).toBe(`inline; filename="scan.pdf"; filename*=UTF-8''scan.pdf`);
    expect(inlineDisposition('photo.pdf', 'image/png')).toBe(`inline; filename="photo.pdf.png"; filename*=UTF-8''photo.pdf.png`);
    expect(inlineDisposition('ছবি.JPG', 'image/jpeg')).toBe(`inline; filename="___.JPG"; filename*=UTF-8''%E0%A6%9B%E0%A6%AC%E0%A6%BF.JPG`);
    expect(inlineDisposition("it's (1).pdf", 'application/pdf')).toBe(`inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`);
  });
});
