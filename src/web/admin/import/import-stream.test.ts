import { describe, expect, it } from 'vitest';
import { fileText, takeLines } from './import-stream';

describe('reading the import answer as it arrives', () => {
  it('hands over whole lines only and keeps a line cut in two for the next piece', () => {
    const seen: unknown[] = [];
    let rest = takeLines('{"progress":{"phase":"checking","done":100,"total":200}}\n{"progr', (line) => seen.push(line));
    expect(seen).toEqual([{ progress: { phase: 'checking', done: 100, total: 200 } }]);
    rest = takeLines(`${rest}ess":{"phase":"writing","done":200,"total":200}}\n\n{"report":{"written":true}}\n`, (line) => seen.push(line));
    expect(rest).toBe('');
    expect(seen.slice(1)).toEqual([{ progress: { phase: 'writing', done: 200, total: 200 } }, { report: { written: true } }]);
  });
});

describe('reading a chosen CSV file', () => {
  it('reads UTF-8, and a spreadsheet\'s Windows-encoded file too', () => {
    expect(fileText(new TextEncoder().encode('name_id\r\nKopi Gayo ☕ "Édisi"').buffer)).toBe('name_id\r\nKopi Gayo ☕ "Édisi"');
    // "Café" as Windows-1252 writes it: é is the single byte 0xE9, not valid UTF-8.
    expect(fileText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]).buffer)).toBe('Café');
  });
});
