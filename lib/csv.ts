/**
 * The one CSV writer for staff exports that open in spreadsheet programs: RFC 4180 quoting, CRLF line
 * ends and a BOM (so Excel reads UTF-8). A cell that starts like a formula (= + - @, or a tab or
 * carriage return that a spreadsheet strips before one) gets a leading ' so it stays text (CSV
 * injection).
 */

export type CsvOptions = {
  /** ',' (the default) or ';' (what German spreadsheet programs expect). */
  delimiter?: ',' | ';';
};

/** One cell's text, neutralised and quoted when it holds a quote, a delimiter or a line break. */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  // A plain (negative) number such as -12,50 is no formula: accounting exports keep it a number.
  const number = /^-?\d+(?:[.,]\d+)?$/.test(text);
  const safe = !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  // Both delimiters are quoted, so a file reads the same whichever one a spreadsheet program guesses.
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: a header row and data rows. */
export function toCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  return '\ufeff' + rows.map((row) => row.map(csvCell).join(delimiter)).join('\r\n') + '\r\n';
}
