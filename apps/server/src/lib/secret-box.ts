import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_FILE = 'secret.key';

/**
 * Encrypts small secrets that must be read back (authenticator-app seeds) with AES-256-GCM, so a copy
 * of the database alone does not reveal them. Each value gets its own random IV; the stored form is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, and a tampered value fails to open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /**
   * A keyed hash (HMAC-SHA256) for short secrets that are only ever compared, such as recovery codes: without
   * the key, a stolen table cannot be searched for codes offline.
   */
  mac(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * The key from SECRET_KEY, or else one kept in `<dataDir>/secret.key` (made on first start, readable by
 * the owner only). Several instances must share SECRET_KEY: a key file is only one machine's.
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): { key: Buffer; generated: boolean } {
  if (configured) return { key: Buffer.from(configured, 'base64'), generated: false };
  const file = path.join(dataDir, KEY_FILE);
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return { key, generated: false };
    throw new Error(`${file} does not hold 32 bytes of base64`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx': two processes starting together on one data directory must not each write a different key.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretKey(undefined, dataDir);
    throw error;
  }
  return { key, generated: true };
}
