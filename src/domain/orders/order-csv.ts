// The order export's lines. Kept apart from the order list's rules, which the admin screens load
// in the browser: the CSV writer is for the server's export only.
import { csvLine, textCell } from '../csv/csv';

/**
 * One cell of the export: a number as it is; a text that would run as a formula in a
 * spreadsheet (= + - @, a tab or carriage return first) with a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : textCell(value);
}

/** One line of the export, quoted where CSV needs it (csv-stringify), ending in CRLF. */
export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return csvLine(values.map(csvCell));
}
