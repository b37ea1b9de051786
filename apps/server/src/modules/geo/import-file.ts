import { parse } from 'csv-parse/sync';
import { GEO_IMPORT_COLUMNS, GEO_IMPORT_MAX_ROWS } from '@portal/contract';
import { invalidField } from '../../lib/errors.js';

/** One row of an import file, every column as trimmed text; `row` is what the person sees in their file. */
export interface ImportRow {
  row: number;
  code: string;
  parent_code: string;
  level: string;
  name_en: string;
  name_bn: string;
  /** Optional: the country of a top-level area (upper-cased), empty when the file does not say. */
  country_code: string;
}

const fileProblem = (key: string, params: Record<string, string | number> = {}) => invalidField('file', key, params);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function toRow(row: number, record: Record<string, unknown>): ImportRow {
  return {
    row,
    code: text(record.code),
    parent_code: text(record.parent_code),
    level: text(record.level).toLowerCase(),
    name_en: text(record.name_en).normalize('NFC'),
    name_bn: text(record.name_bn).normalize('NFC'),
    country_code: text(record.country_code).toUpperCase(),
  };
}

/** CSV with a header line; a row's number is its line in the file, as a spreadsheet shows it. */
function parseCsv(body: string): ImportRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch {
    throw fileProblem('validation.geo_import_unreadable');
  }
  const [header, ...data] = records;
  const columns = header?.record.map((name) => name.trim().toLowerCase()) ?? [];
  if (!GEO_IMPORT_COLUMNS.every((column) => columns.includes(column))) throw fileProblem('validation.geo_import_columns');
  return data.map(({ record, info }) => toRow(info.lines, Object.fromEntries(columns.map((name, i) => [name, record[i]]))));
}

/** A JSON list of row objects (or `{ "rows": [...] }`); a row's number is its place in the list, from 1. */
function parseJson(body: string): ImportRow[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw fileProblem('validation.geo_import_unreadable');
  }
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? (data as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(list)) throw fileProblem('validation.geo_import_unreadable');
  return list.map((item, index) => toRow(index + 1, item && typeof item === 'object' ? (item as Record<string, unknown>) : {}));
}

/** Reads an uploaded CSV or JSON file; JSON is recognised by its first character, whatever the upload claimed. */
export function readImportFile(body: string): ImportRow[] {
  const start = body.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw fileProblem('validation.geo_import_empty');
  const rows = start.startsWith('[') || start.startsWith('{') ? parseJson(start) : parseCsv(body);
  if (rows.length === 0) throw fileProblem('validation.geo_import_empty');
  if (rows.length > GEO_IMPORT_MAX_ROWS) throw fileProblem('validation.geo_import_too_many_rows', { max: GEO_IMPORT_MAX_ROWS });
  return rows;
}
