import { PassThrough } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { readPart, type PartRules } from './request-body.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const rules: PartRules = {
  maxBytes: 1024 * 1024,
  tooLarge: () => new AppError('too_large', 'errors.upload_too_large'),
  headBytes: 4,
  accepts: (head) => head.subarray(0, 4).toString('latin1') === '%PDF',
  refused: () => new AppError('unsupported_type', 'validation.upload_type'),
};

const EVENTS = ['data', 'end', 'error', 'close', 'limit'] as const;
const listeners = (stream: PassThrough) => Object.fromEntries(EVENTS.map((event) => [event, stream.listenerCount(event)]));

/** A file part as the multipart parser hands it over, with the parser's own error listener on it. */
function part(): PassThrough {
  const stream = new PassThrough();
  stream.on('error', () => undefined);
  return stream;
}

describe('readPart', () => {
  it('reads the whole part, then leaves the stream with only the listeners it had', async () => {
    const file = part();
    const before = listeners(file);
    const reading = readPart(file, rules);
    file.write(Buffer.from('%PDF-1.7 '));
    file.end(Buffer.alloc(64 * 1024, 0x41));
    const data = await reading;
    expect(data.length).toBe(9 + 64 * 1024);
    expect(data.subarray(0, 9).toString('latin1')).toBe('%PDF-1.7 ');
    expect(listeners(file)).toEqual(before);
  });

  it('refuses a part whose first bytes are of no accepted type, or that passes the limit, and lets go of it', async () => {
    const refused = part();
    const before = listeners(refused);
    const reading = readPart(refused, rules);
    refused.write(Buffer.from('MZ\x90\x00 not a pdf'));
    await expect(reading).rejects.toMatchObject({ kind: 'unsupported_type' });
    expect(listeners(refused)).toEqual(before);

    const large = part();
    const readingLarge = readPart(large, rules);
    large.write(Buffer.from('%PDF'));
    large.write(Buffer.alloc(rules.maxBytes));
    await expect(readingLarge).rejects.toMatchObject({ kind: 'too_large' });
    expect(listeners(large)).toEqual(before);
  });

  it('fails a part the body ends inside', async () => {
    const file = part();
    const reading = readPart(file, rules);
    file.write(Buffer.from('%PDF-1.7'));
    file.destroy();
    await expect(reading).rejects.toThrow('Unexpected end of form');
  });

  it('does not keep the file in memory through the part, which the parser holds until the request ends', async () => {
    const file = part();
    // Written first (the stream holds it until read), so that no promise of the test's own holds the result.
    file.end(Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(512 * 1024)]));
    const contents = await (async () => {
      const data = await readPart(file, rules);
      expect(data.length).toBe(4 + 512 * 1024);
      return new WeakRef(data.buffer);
    })();
    // WeakRefs hold their target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(contents.deref()).toBeUndefined();
    expect(file.listenerCount('data')).toBe(0);
  });
});
