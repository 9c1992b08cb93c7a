import { describe, expect, it } from 'vitest';
import { csvDocument, csvLine, fromTextCell, parseCsv, textCell } from './csv';

describe('reading CSV', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks inside them', () => {
    const text = 'sku,name\r\nA-1,"Kain, tenun ""ikat"""\r\nA-2,"Baris satu\nbaris dua"\n';
    expect(parseCsv(text).rows).toEqual([['sku', 'name'], ['A-1', 'Kain, tenun "ikat"'], ['A-2', 'Baris satu\nbaris dua']]);
  });

  it('drops the byte-order mark and blank lines, and keeps empty cells', () => {
    expect(parseCsv('\uFEFFa,b,c\n\n1,,3\r\n\r\n').rows).toEqual([['a', 'b', 'c'], ['1', '', '3']]);
  });

  it('reads a file saved with semicolons, as spreadsheets in Indonesian save it', () => {
    expect(parseCsv('sku;price\nA;150000\nB;"1,5"').rows).toEqual([['sku', 'price'], ['A', '150000'], ['B', '1,5']]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(parseCsv('a,b\n1,2\n3,"open\n4,5').unclosedQuoteAt).toBe(3);
  });

  it('reads back exactly what it writes', () => {
    const rows = [['sku', 'name'], ['A', 'Kopi "Gayo", 250 g'], ['B', ' spasi '], ['C', 'dua\r\nbaris'], ['D', 'titik;koma']];
    expect(parseCsv(csvDocument(rows)).rows).toEqual(rows);
    expect(csvLine(['a', 'b c'])).toBe('a,b c\r\n');
  });
});

describe('cells a spreadsheet could run as formulas', () => {
  it('keeps them as text with a leading apostrophe, and takes it off again on import', () => {
    for (const danger of ['=HYPERLINK("http://x")', '+62 812', '-1+1', '@SUM(A1)', '\tTAB']) {
      expect(textCell(danger)).toBe(`'${danger}`);
      expect(fromTextCell(textCell(danger))).toBe(danger);
    }
    expect(textCell('Kopi Gayo')).toBe('Kopi Gayo');
    // An apostrophe the owner wrote themselves stays.
    expect(fromTextCell("'Kopi")).toBe("'Kopi");
  });
});
