// Spreadsheet habits of a text cell, apart from reading and writing CSV: the admin screens load
// these in the browser, where the CSV libraries are not wanted.

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
