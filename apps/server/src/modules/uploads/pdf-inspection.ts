import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * Most bytes the inspection inflates from one PDF's compressed streams, all streams together. A PDF whose streams
 * unpack to more (a zip bomb, or a document too complex to check) is refused rather than accepted unchecked.
 */
export const PDF_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Names that make a reader do something besides showing pages: run scripts (JavaScript, JS, XFA forms), act on
 * opening or on events (OpenAction, AA), start programs or open other files (Launch, GoToR, GoToE), send data
 * (SubmitForm, ImportData), or carry other files and media (EmbeddedFile(s), FileAttachment, RichMedia).
 */
const ACTIVE_NAMES = new Set([
  'JavaScript', 'JS', 'XFA', 'AA', 'Launch', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData',
  'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'RichMedia',
]);

export type PdfVerdict = { ok: true } | { ok: false; reason: 'active' | 'unreadable' | 'mixed'; detail: string };

class Refusal extends Error {
  constructor(
    readonly reason: 'active' | 'unreadable' | 'mixed',
    detail: string,
  ) {
    super(detail);
  }
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
/** 1 for bytes that continue a name or keyword (neither whitespace nor a delimiter): a table, read for every byte. */
const REGULAR = Uint8Array.from({ length: 256 }, (_, byte) => (WHITESPACE.has(byte) || DELIMITERS.has(byte) ? 0 : 1));
const isRegular = (byte: number | undefined) => byte !== undefined && REGULAR[byte] === 1;
const STREAM = Buffer.from('stream');
const ENDOBJ = Buffer.from('endobj');
const hexValue = (byte: number | undefined) =>
  byte === undefined ? -1 : byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66 ? (byte | 0x20) - 0x57 : -1;

/** A PDF name as a reader sees it: `#xx` escapes decoded, so `/J#61vaScript` is JavaScript. */
function decodeName(raw: Buffer): string {
  if (!raw.includes(0x23)) return raw.toString('latin1');
  const out: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const [high, low] = [hexValue(raw[i + 1]), hexValue(raw[i + 2])];
    if (raw[i] === 0x23 && high >= 0 && low >= 0) {
      out.push(high * 16 + low);
      i += 2;
    } else out.push(raw[i]!);
  }
  return Buffer.from(out).toString('latin1');
}

/** Index just past the literal string that opens at `start` (nested parentheses, backslash escapes). */
function skipString(data: Buffer, start: number): number {
  let depth = 0;
  for (let i = start; i < data.length; i++) {
    const byte = data[i];
    if (byte === 0x5c) i++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return i + 1;
  }
  return data.length;
}

/** A stream's dictionary as far as the inspection needs it, names already decoded. */
interface StreamDict {
  text: string;
  has(key: string): boolean;
  name(key: string): string | undefined;
  integer(key: string): number | undefined;
}

function streamDict(raw: Buffer): StreamDict {
  // Names decoded in place, so `/Fl#61teDecode` reads as FlateDecode; strings cannot hide keys from this.
  const text = raw.toString('latin1').replace(/\/[^\s()<>[\]{}/%]*/g, (name) => `/${decodeName(Buffer.from(name.slice(1), 'latin1'))}`);
  return {
    text,
    has: (key) => new RegExp(`/${key}(?![^\\s()<>[\\]{}/%])`).test(text),
    name: (key) => new RegExp(`/${key}\\s*/([^\\s()<>[\\]{}/%]+)`).exec(text)?.[1],
    integer: (key) => {
      const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(text);
      return match ? Number(match[1]) : undefined;
    },
  };
}

/** The filters a stream's data went through, in decoding order; undefined when they cannot be known here. */
function filtersOf(dict: StreamDict): string[] | undefined {
  const match = /\/Filter\s*(\/[^\s()<>[\]{}/%]+|\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(dict.text);
  if (!match) return [];
  const value = match[1]!;
  if (!value.startsWith('/') && !value.startsWith('[')) return undefined;
  return [...value.matchAll(/\/([^\s()<>[\]{}/%]+)/g)].map((name) => name[1]!);
}

function asciiHexDecode(data: Buffer): Buffer {
  const out: number[] = [];
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    const value = hexValue(byte);
    if (value < 0) {
      if (WHITESPACE.has(byte)) continue;
      throw new Refusal('unreadable', 'bad ASCIIHex data');
    }
    if (high < 0) high = value;
    else {
      out.push(high * 16 + value);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Buffer.from(out);
}

function ascii85Decode(data: Buffer): Buffer {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (WHITESPACE.has(byte)) continue;
    if (byte === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(4);
    } else throw new Refusal('unreadable', 'bad ASCII85 data');
  }
  if (group.length > 0) flush(group.length - 1);
  return Buffer.from(out);
}

/** Undoes a PNG (10-15) or 8-bit TIFF (2) predictor, which could otherwise scatter a name's letters. */
function unpredict(data: Buffer, dict: StreamDict): Buffer {
  const predictor = dict.integer('Predictor') ?? 1;
  if (predictor === 1) return data;
  const colors = dict.integer('Colors') ?? 1;
  const bits = dict.integer('BitsPerComponent') ?? 8;
  const columns = dict.integer('Columns') ?? 1;
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((columns * colors * bits) / 8);
  if (rowLength <= 0 || rowLength > 1 << 20) throw new Refusal('unreadable', 'bad predictor parameters');
  if (predictor === 2) {
    if (bits !== 8) throw new Refusal('unreadable', 'unsupported TIFF predictor');
    const out = Buffer.from(data);
    for (let i = 0; i < out.length; i++) if (i % rowLength >= colors) out[i] = (out[i]! + out[i - colors]!) & 0xff;
    return out;
  }
  if (predictor < 10) throw new Refusal('unreadable', `unknown predictor ${predictor}`);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    for (let i = 0; i < rowLength; i++) {
      const x = data[r * (rowLength + 1) + 1 + i]!;
      const at = r * rowLength + i;
      const left = i >= bytesPerPixel ? out[at - bytesPerPixel]! : 0;
      const up = r > 0 ? out[at - rowLength]! : 0;
      const upLeft = r > 0 && i >= bytesPerPixel ? out[at - rowLength - bytesPerPixel]! : 0;
      let value: number;
      if (type === 0) value = x;
      else if (type === 1) value = x + left;
      else if (type === 2) value = x + up;
      else if (type === 3) value = x + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new Refusal('unreadable', `bad PNG predictor row type ${type}`);
      out[at] = value & 0xff;
    }
  }
  return out;
}

/** Filters of pixel data, which a reader decodes into an image and never parses as PDF objects. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);

/** Index just past the dictionary that opens at `start` (nested dictionaries, strings skipped). */
function skipDict(data: Buffer, start: number): number {
  let depth = 0;
  for (let i = start; i < data.length; ) {
    if (data[i] === 0x28) i = skipString(data, i);
    else if (data[i] === 0x3c && data[i + 1] === 0x3c) [depth, i] = [depth + 1, i + 2];
    else if (data[i] === 0x3e && data[i + 1] === 0x3e) {
      [depth, i] = [depth - 1, i + 2];
      if (depth === 0) return i;
    } else i++;
  }
  return data.length;
}

/**
 * Whether an OpenAction value only says where the document opens: a destination (`[3 0 R /Fit]`, as LaTeX and
 * many generators write) or a GoTo action. Anything else it could do on opening (a web address, printing, a
 * script) is an action. `value` starts at the value; undefined for an indirect reference, resolved later.
 */
function openActionIsDestination(value: Buffer): boolean | undefined {
  let i = 0;
  while (WHITESPACE.has(value[i]!)) i++;
  const byte = value[i];
  if (byte === 0x5b || byte === 0x28 || byte === 0x2f) return true;
  if (byte === 0x3c && value[i + 1] === 0x3c) {
    const dict = streamDict(value.subarray(i, skipDict(value, i)));
    return dict.name('S') === 'GoTo';
  }
  return /^\d+\s+\d+\s+R/.test(value.subarray(i, i + 32).toString('latin1')) ? undefined : false;
}

class Inspection {
  private inflated = 0;
  /** Objects an OpenAction refers to, to be looked at once every object has been seen. */
  private readonly openActionTargets = new Set<number>();
  /** The objects of object streams, by number (slices of the inflated streams, which the cap bounds). */
  private readonly packedObjects = new Map<number, Buffer[]>();

  constructor(private readonly maxInflatedBytes: number) {}

  /** Refuses the PDF when an OpenAction that was an indirect reference turns out to be more than a destination. */
  resolveOpenActions(file: Buffer): void {
    if (this.openActionTargets.size === 0) return;
    const text = file.toString('latin1');
    for (const target of this.openActionTargets) {
      // Every definition counts (an update may redefine an object, a look-alike may sit in binary data).
      const definitions = [...text.matchAll(new RegExp(`(?<![0-9])${target}\\s+\\d+\\s+obj`, 'g'))].map((match) =>
        file.subarray(match.index + match[0].length, match.index + match[0].length + 4096),
      );
      definitions.push(...(this.packedObjects.get(target) ?? []));
      if (definitions.length === 0 || definitions.some((value) => openActionIsDestination(value) !== true)) {
        throw new Refusal('active', '/OpenAction');
      }
    }
  }

  private rememberPackedObjects(content: Buffer, dict: StreamDict): void {
    const first = dict.integer('First') ?? 0;
    const header = content.subarray(0, first).toString('latin1').trim().split(/\s+/).map(Number);
    for (let k = 0; k + 1 < header.length; k += 2) {
      const [number, offset, nextOffset] = [header[k]!, header[k + 1]!, header[k + 3]];
      const start = first + offset;
      const end = nextOffset === undefined ? content.length : first + nextOffset;
      if (!Number.isInteger(number) || !(start >= first && start <= content.length)) throw new Refusal('unreadable', 'bad object stream');
      const list = this.packedObjects.get(number) ?? [];
      list.push(content.subarray(start, Math.max(start, Math.min(end, content.length))));
      this.packedObjects.set(number, list);
    }
  }

  /** Reads PDF syntax in `data`: names checked, strings and comments skipped, streams decoded and read in turn. */
  async scan(data: Buffer, topLevel: boolean): Promise<void> {
    let dictStart: number[] = [];
    let lastDict: Buffer | undefined;
    for (let i = 0; i < data.length; ) {
      const byte = data[i]!;
      if (byte === 0x25) {
        // A comment; a second PDF header in one is a second document riding along.
        if (topLevel && i > 0 && data.subarray(i, i + 5).toString('latin1') === '%PDF-') throw new Refusal('mixed', 'a second PDF header');
        while (i < data.length && data[i] !== 0x0a && data[i] !== 0x0d) i++;
      } else if (byte === 0x28) i = skipString(data, i);
      else if (byte === 0x3c && data[i + 1] === 0x3c) {
        dictStart.push(i);
        i += 2;
      } else if (byte === 0x3e && data[i + 1] === 0x3e) {
        const start = dictStart.pop();
        i += 2;
        if (start !== undefined && dictStart.length === 0) lastDict = data.subarray(start, i);
      } else if (byte === 0x3c) {
        while (i < data.length && data[i] !== 0x3e) i++;
        i++;
      } else if (byte === 0x2f) {
        let end = i + 1;
        while (isRegular(data[end])) end++;
        const name = decodeName(data.subarray(i + 1, end));
        if (ACTIVE_NAMES.has(name)) throw new Refusal('active', `/${name}`);
        if (name === 'OpenAction') {
          const value = data.subarray(end, end + 4096);
          const destination = openActionIsDestination(value);
          if (destination === false) throw new Refusal('active', '/OpenAction');
          if (destination === undefined) this.openActionTargets.add(Number(/\d+/.exec(value.toString('latin1'))![0]));
        }
        if (topLevel && name === 'Encrypt') throw new Refusal('unreadable', 'encrypted');
        i = end;
      } else if (isRegular(byte)) {
        let end = i + 1;
        while (isRegular(data[end])) end++;
        const keyword = end - i === 6 ? data.subarray(i, end) : undefined;
        const isStream = keyword?.equals(STREAM) === true;
        i = topLevel && isStream ? await this.stream(data, end, lastDict) : end;
        if (isStream || keyword?.equals(ENDOBJ)) [dictStart, lastDict] = [[], undefined];
      } else i++;
    }
  }

  /** Handles the stream whose keyword ends at `keywordEnd`; returns where reading goes on. */
  private async stream(data: Buffer, keywordEnd: number, rawDict: Buffer | undefined): Promise<number> {
    let start = keywordEnd;
    if (data[start] === 0x0d) start++;
    if (data[start] === 0x0a) start++;
    const dict = streamDict(rawDict ?? Buffer.alloc(0));
    const length = dict.integer('Length');
    let end: number;
    const declaredEnd = length !== undefined ? start + length : -1;
    if (declaredEnd >= start && declaredEnd <= data.length && /^\s*endstream/.test(data.subarray(declaredEnd, declaredEnd + 32).toString('latin1'))) {
      end = declaredEnd;
    } else {
      end = data.indexOf('endstream', start, 'latin1');
      if (end < 0) throw new Refusal('unreadable', 'a stream without end');
    }
    const next = data.indexOf('endstream', end, 'latin1') + 'endstream'.length;
    await this.streamContent(data.subarray(start, end), dict);
    return next;
  }

  private async streamContent(raw: Buffer, dict: StreamDict): Promise<void> {
    const filters = filtersOf(dict);
    if (filters === undefined) throw new Refusal('unreadable', 'an indirect filter');
    // An object stream needs /First; a stream without it that says it is an image, a font or a cross-reference
    // table is never parsed for objects, so its bytes are not PDF syntax.
    const holdsObjects = dict.has('First');
    if (!holdsObjects) {
      if (dict.name('Subtype') === 'Image' || dict.name('Type') === 'XRef') return;
      if (dict.has('Length1') || dict.has('Length2') || /^(Type1C|CIDFontType0C|OpenType)$/.test(dict.name('Subtype') ?? '')) return;
    }
    let content = raw;
    for (const filter of filters) {
      if (filter === 'FlateDecode' || filter === 'Fl') content = unpredict(await this.inflate(content), dict);
      else if (filter === 'ASCIIHexDecode' || filter === 'AHx') content = asciiHexDecode(content);
      else if (filter === 'ASCII85Decode' || filter === 'A85') content = ascii85Decode(content);
      else if (IMAGE_FILTERS.has(filter) && !holdsObjects) return;
      else throw new Refusal('unreadable', `filter ${filter}`);
    }
    if (holdsObjects) this.rememberPackedObjects(content, dict);
    await this.scan(content, false);
  }

  private async inflate(data: Buffer): Promise<Buffer> {
    const room = this.maxInflatedBytes - this.inflated;
    try {
      // Sync flush at the end tolerates a stream cut short, as readers do; the cap holds either way.
      const out = await inflateAsync(data, { maxOutputLength: Math.max(1, room), finishFlush: constants.Z_SYNC_FLUSH });
      this.inflated += out.length;
      return out;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Refusal('unreadable', 'streams inflate past the cap');
      throw new Refusal('unreadable', 'a stream does not inflate');
    }
  }
}

/**
 * Decides whether a PDF may be kept as evidence: refused when it carries active content (scripts, actions, attached
 * files, media) anywhere, including behind hex-escaped names and inside compressed object streams; when it cannot be
 * inspected (encrypted, unknown filters, broken streams, or more than `maxInflatedBytes` once inflated); and when it
 * is also another file (data after the last %%EOF, a second PDF header). The file is read, never run.
 */
export async function inspectPdf(data: Buffer, options: { maxInflatedBytes?: number } = {}): Promise<PdfVerdict> {
  try {
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Refusal('mixed', 'does not start with %PDF-');
    const eof = data.lastIndexOf('%%EOF', undefined, 'latin1');
    if (eof < 0) throw new Refusal('unreadable', 'no %%EOF');
    if (data.subarray(eof + 5).some((byte) => !WHITESPACE.has(byte))) throw new Refusal('mixed', 'data after %%EOF');
    const inspection = new Inspection(options.maxInflatedBytes ?? PDF_MAX_INFLATED_BYTES);
    await inspection.scan(data, true);
    inspection.resolveOpenActions(data);
    return { ok: true };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason, detail: error.message };
    throw error;
  }
}
