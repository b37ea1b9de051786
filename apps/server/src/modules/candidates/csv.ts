/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before one) is
 * prefixed with an apostrophe, so that opening the export never runs anything a candidate typed (OWASP
 * 'CSV injection').
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string | number | null): string {
  const text = value === null ? '' : neutralise(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: CRLF line ends, fields quoted when they hold a comma, a quote or a line break. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
