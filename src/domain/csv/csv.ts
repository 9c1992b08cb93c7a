/**
 * Comma-separated values as RFC 4180 writes them: fields separated by a comma (or, as
 * spreadsheets set to Indonesian save them, a semicolon), quoted when they hold the separator,
 * a quote or a line break, quotes doubled inside quotes. Pure, for the server's export and
 * import and for their tests.
 */

export interface ParsedCsv {
  rows: string[][];
  /** The 1-based line where a quoted field was never closed, when the text ends inside one. */
  unclosedQuoteAt?: number | undefined;
}

const BOM = '\uFEFF';

/** The header line's separator: a semicolon when the first line has one and no comma. */
function separatorOf(text: string): ',' | ';' {
  const end = text.search(/\r|\n/);
  const first = end === -1 ? text : text.slice(0, end);
  return first.includes(';') && !first.includes(',') ? ';' : ',';
}

/**
 * Rows of fields. A byte-order mark is dropped, CRLF, LF and CR all end a row, and rows with
 * nothing in them (blank lines, a trailing newline) are left out.
 */
export function parseCsv(input: string): ParsedCsv {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRow();
    } else {
      field += char;
    }
  }
  if (quoted) return { rows, unclosedQuoteAt: quoteLine };
  if (field !== '' || row.length > 0) endRow();
  return { rows };
}

/** Starts that a spreadsheet reads as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet will show as text: one starting like a formula gets an
 * apostrophe in front, which spreadsheets hide and never evaluate.
 */
export function textCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The text a cell written by `textCell` held: the guarding apostrophe is taken off again. */
export function fromTextCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quoted(value: string): string {
  return /[",;\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV line (with CRLF, as RFC 4180 writes it). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(quoted).join(',')}\r\n`;
}

/** A whole file: a byte-order mark so spreadsheets read it as UTF-8, then the lines. */
export function csvDocument(rows: ReadonlyArray<readonly string[]>): string {
  return BOM + rows.map(csvLine).join('');
}
