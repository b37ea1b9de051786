import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same value differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value and one sealed with another key', () => {
    const sealed = box.seal('secret');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('not sealed')).toThrow();
  });
});

describe('loadSecretKey', () => {
  it('makes a key file readable by its owner only on first start, and reads it back after', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-key-'));
    try {
      const first = loadSecretKey(undefined, dir);
      expect(first.generated).toBe(true);
      expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
      const again = loadSecretKey(undefined, dir);
      expect(again).toEqual({ key: first.key, generated: false });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prefers SECRET_KEY', () => {
    const key = randomBytes(32);
    expect(loadSecretKey(key.toString('base64'), '/nonexistent')).toEqual({ key, generated: false });
  });
});
