import { describe, expect, it } from 'vitest';
import { takeLines } from './import-stream';

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
