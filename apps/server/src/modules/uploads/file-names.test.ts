import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, displayName } from './file-names.js';

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

describe('displayName', () => {
  it('drops every extension the client gave and adds the one of the real type', () => {
    expect(displayName('x.php', 'application/pdf')).toBe('x.pdf');
    expect(displayName('x.jpg.php', 'image/jpeg')).toBe('x-jpg.jpg');
    expect(displayName('x.jpg.php', 'image/png')).toBe('x-jpg.png');
    expect(displayName('x.php.jpg', 'image/jpeg')).toBe('x-php.jpg');
    expect(displayName('report.PDF', 'application/pdf')).toBe('report.pdf');
    expect(displayName('photo.jpeg', 'image/jpeg')).toBe('photo.jpg');
    expect(displayName('scan', 'image/png')).toBe('scan.png');
    expect(displayName('passport scan.pdf', 'application/pdf')).toBe('passport scan.pdf');
  });

  it('removes NTFS alternate streams and trailing dots and spaces, which Windows ignores', () => {
    expect(displayName('x.php:jpg', 'image/jpeg')).toBe('x.jpg');
    expect(displayName('x.php::$DATA', 'application/pdf')).toBe('x.pdf');
    expect(displayName('x.php.', 'application/pdf')).toBe('x.pdf');
    expect(displayName('x.php . . ', 'application/pdf')).toBe('x.pdf');
    expect(displayName('x.asp;.jpg', 'image/jpeg')).toBe('x-asp.jpg');
  });

  it('never gives a name Windows reserves for a device', () => {
    expect(displayName('CON', 'application/pdf')).toBe('CON_.pdf');
    expect(displayName('con.txt', 'application/pdf')).toBe('con_.pdf');
    expect(displayName('lpt1.pdf', 'application/pdf')).toBe('lpt1_.pdf');
    expect(displayName('COM¹.png', 'image/png')).toBe('COM¹_.png');
    expect(displayName('aux.tar.gz', 'application/pdf')).toBe('aux-tar.pdf');
    expect(displayName('console.pdf', 'application/pdf')).toBe('console.pdf');
  });

  it('drops control, bidirectional and invisible formatting characters but keeps Bengali joiners', () => {
    expect(displayName('invoice\u202Egpj.exe', 'image/jpeg')).toBe('invoicegpj.jpg');
    expect(displayName('a\u200bb\u2066c\ufeffd\u0000e.pdf', 'application/pdf')).toBe('abcde.pdf');
    expect(displayName('line\u2028break.pdf', 'application/pdf')).toBe('line break.pdf');
    // ZWNJ and ZWJ shape Bengali conjuncts.
    expect(displayName('র\u200dযাব.pdf', 'application/pdf')).toBe('র\u200dযাব.pdf');
    expect(displayName('পাসপোর্ট: scan?.png', 'image/png')).toBe('পাসপোর্ট scan.png');
  });

  it('never answers empty or with a leading dot, and stays within 150 characters', () => {
    expect(displayName('', 'application/pdf')).toBe('file.pdf');
    expect(displayName('.htaccess', 'application/pdf')).toBe('htaccess.pdf');
    expect(displayName('.pdf', 'application/pdf')).toBe('pdf.pdf');
    expect(displayName('...', 'image/png')).toBe('file.png');
    const long = displayName(`${'a'.repeat(300)}.php`, 'application/pdf');
    expect(long).toHaveLength(150);
    expect(long.endsWith('a.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('downloads under an ASCII fallback and the exact UTF-8 name, with an extension matching the real type', () => {
    expect(attachmentDisposition('scan.pdf', 'application/pdf')).toBe(`attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`);
    // Names stored before display names were generated still get the real type's extension.
    expect(attachmentDisposition('photo.pdf', 'image/png')).toBe(`attachment; filename="photo.pdf.png"; filename*=UTF-8''photo.pdf.png`);
    expect(attachmentDisposition('ছবি.JPG', 'image/jpeg')).toBe(`attachment; filename="___.JPG"; filename*=UTF-8''%E0%A6%9B%E0%A6%AC%E0%A6%BF.JPG`);
    expect(attachmentDisposition("it's (1).pdf", 'application/pdf')).toBe(`attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`);
  });
});
