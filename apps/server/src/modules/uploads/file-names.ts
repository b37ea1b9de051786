import type { TMediaMimeType, UploadMimeType } from '@portal/contract';

/** The types a stored file can have: compliance evidence's and the media library's. */
export type StoredFileType = UploadMimeType | TMediaMimeType;

const NAME_MAX = 150;
/** Control characters, characters Windows forbids in names, and bidirectional overrides that disguise extensions. */
// eslint-disable-next-line no-control-regex -- control characters are what a file name must lose
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"*/:<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * Invisible formatting characters (zero-width space, word joiner, byte-order mark, Arabic letter mark...), except
 * the zero-width non-joiner and joiner that Bengali needs to shape conjuncts.
 */
const INVISIBLE = /(?![\u200c\u200d])\p{Cf}/gu;

/** The last path segment of a client's file name, without unsafe or invisible characters, spaces collapsed. */
function sanitise(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return base.normalize('NFC').replace(UNSAFE, '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** An uploaded file's name as kept: no folders, no unsafe characters, at most 150 characters, never empty. */
export function cleanFileName(raw: string | undefined): string {
  const cleaned = sanitise(raw).replace(/^\.+/, '');
  if (cleaned.length <= NAME_MAX) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, NAME_MAX - extension.length) + extension;
}

const EXTENSIONS: Record<StoredFileType, { pattern: RegExp; add: string }> = {
  'image/jpeg': { pattern: /\.jpe?g$/i, add: '.jpg' },
  'image/png': { pattern: /\.png$/i, add: '.png' },
  'image/webp': { pattern: /\.webp$/i, add: '.webp' },
  'image/gif': { pattern: /\.gif$/i, add: '.gif' },
  'application/pdf': { pattern: /\.pdf$/i, add: '.pdf' },
};

/** What a client's name ends with that a server or desktop could take for a type: `.php`, `.jpg`, `.php$DATA`. */
const CLIENT_EXTENSION = /\.[A-Za-z0-9$_~-]{1,16}$/;
/** Names Windows keeps for devices, whatever extension follows (`con.pdf` cannot be saved). */
const DEVICE_NAME = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * The name an upload is stored and shown under, generated from the client's name and the type found in the
 * content: the client's extension (and any NTFS stream suffix, trailing dots and spaces, which Windows drops)
 * is removed, dots left in the name become dashes so no second extension survives, and the extension of the
 * real type is added. `x.php` stored as a PDF is `x.pdf`, `x.jpg.php` as a JPEG is `x-jpg.jpg`.
 */
export function displayName(raw: string | undefined, type: StoredFileType): string {
  const extension = EXTENSIONS[type].add;
  let base = sanitise(raw)
    .replace(/;/g, '')
    .replace(/[.\s]+$/, '')
    .replace(/^[.\s]+/, '')
    .replace(CLIENT_EXTENSION, '')
    .replace(/\.+/g, '-')
    .trim();
  if (DEVICE_NAME.test(base)) base = `${base}_`;
  const room = NAME_MAX - extension.length;
  const chars = Array.from(base);
  if (chars.length > room) base = chars.slice(0, room).join('').trimEnd();
  return `${base || 'file'}${extension}`;
}

/**
 * The Content-Disposition of a stored file under its name with an extension that matches its real type, as
 * ASCII plus the exact UTF-8 name (RFC 6266). Names stored before display names were generated may lack the
 * right extension; it is added then.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string, type: StoredFileType): string {
  const extension = EXTENSIONS[type];
  const fileName = extension.pattern.test(name) ? name : `${name}${extension.add}`;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Evidence is always a download: a file a candidate sent never renders in the app's own origin. */
export function attachmentDisposition(name: string, type: UploadMimeType): string {
  return contentDisposition('attachment', name, type);
}
