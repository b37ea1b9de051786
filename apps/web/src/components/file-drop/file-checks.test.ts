import { describe, expect, it } from 'vitest';
import { checkFiles, UPLOAD_MAX_BYTES } from './file-checks';

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
const png = (name = 'photo.png') => file(name, 'image/png');

describe('checkFiles', () => {
  it('takes JPEG, PNG and PDF files within the size limit', () => {
    const picked = [file('a.jpg', 'image/jpeg'), png(), file('c.pdf', 'application/pdf')];
    expect(checkFiles(picked, 0, 5)).toEqual({ accepted: picked, problems: [] });
  });

  it('refuses other types, naming each refused file, keeping the good ones', () => {
    const good = png();
    const result = checkFiles([file('notes.docx', 'application/msword'), good, file('x.gif', 'image/gif')], 0, 5);
    expect(result.accepted).toEqual([good]);
    expect(result.problems).toEqual([
      { key: 'compliance.files.wrong_type', params: { name: 'notes.docx' } },
      { key: 'compliance.files.wrong_type', params: { name: 'x.gif' } },
    ]);
  });

  it('refuses files over 5 MB and empty files', () => {
    const big = file('scan.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1);
    const empty = file('empty.png', 'image/png', 0);
    const result = checkFiles([big, empty, file('ok.pdf', 'application/pdf', UPLOAD_MAX_BYTES)], 0, 5);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.problems).toEqual([
      { key: 'compliance.files.too_large', params: { name: 'scan.pdf', max: 5 } },
      { key: 'validation.upload_empty', params: { name: 'empty.png' } },
    ]);
  });

  it('takes at most 5 in all, counting the files already held, with "Maximum 5 images for photo upload"', () => {
    const picked = [png('1.png'), png('2.png'), png('3.png')];
    const result = checkFiles(picked, 3, 5);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.problems).toEqual([{ key: 'validation.max_photos' }]);
    expect(checkFiles([png()], 5, 5)).toEqual({ accepted: [], problems: [{ key: 'validation.max_photos' }] });
  });

  it('uses the slot\'s own smaller limit when it has one', () => {
    const result = checkFiles([png('1.png'), png('2.png')], 1, 2);
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(result.problems).toEqual([{ key: 'forms.validation.max_files', params: { max: 2 } }]);
  });
});
