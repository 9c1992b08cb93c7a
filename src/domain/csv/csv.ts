import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export { fromTextCell, textCell } from './spreadsheet-cells';

/**
 * Comma-separated values as RFC 4180 writes them: fields separated by a comma (or, as
 * spreadsheets set to Indonesian save them, a semicolon), quoted when they hold the separator,
 * a quote or a line break, quotes doubled inside quotes. Reading and writing are csv-parse and
 * csv-stringify's; what is ours is the choice of separator, the spreadsheet habits and the guard
 * against formulas.
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
  const rows: string[][] = [];
  /** The line the last complete row ended on: an unclosed quote opened after it. */
  let lastLine = 0;
  try {
    parse(text, {
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (record: string[], context) => {
        rows.push(record);
        lastLine = context.lines;
        return record;
      },
    });
    return { rows };
  } catch (error) {
    if (!(error instanceof CsvError) || error.code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    return { rows, unclosedQuoteAt: lastLine + 1 };
  }
}

/** One CSV line (with CRLF, as RFC 4180 writes it); cells with a separator, quote, line break or outer space are quoted. */
export function csvLine(cells: readonly string[]): string {
  return stringify([[...cells]], { record_delimiter: 'windows', quoted_match: [/[;\r\n]/, /^\s|\s$/] });
}

/** A whole file: a byte-order mark so spreadsheets read it as UTF-8, then the lines. */
export function csvDocument(rows: ReadonlyArray<readonly string[]>): string {
  return BOM + rows.map(csvLine).join('');
}
