// Sends a CSV file to the shop's import and reads its answer as it arrives: progress lines while
// the server checks and writes, then the report (docs/decisions/0028).

export interface ImportProgressView { phase: 'checking' | 'writing'; done: number; total: number }
export interface ImportProblemView { row: number | null; column: string | null; message: string }
export interface ImportReportView {
  dryRun: boolean;
  written: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  problems: ImportProblemView[];
}

export type ImportOutcome =
  | { kind: 'report'; report: ImportReportView }
  /** Refused before it began (signed out, a role that may not import, a file too large), in the server's words. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed'; message: string };

/**
 * The file's text: UTF-8 as the export writes it, or, when its bytes are not UTF-8, the Windows
 * encoding that spreadsheets' plain "CSV" format saves in.
 */
export function fileText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Line = { progress?: ImportProgressView; report?: ImportReportView; failed?: string };

/** Each complete line of `buffer` handed to `take`; what is left (a line not finished yet) is returned. */
export function takeLines(buffer: string, take: (line: Line) => void): string {
  const lines = buffer.split('\n');
  const rest = lines.pop() ?? '';
  for (const line of lines) if (line.trim()) take(JSON.parse(line) as Line);
  return rest;
}

export async function runImport(csv: string, options: { dryRun: boolean; language: string; onProgress: (progress: ImportProgressView) => void }): Promise<ImportOutcome> {
  const query = new URLSearchParams({ lang: options.language, ...(options.dryRun ? { dryRun: '1' } : {}) });
  const response = await fetch(`/admin/products/import?${query}`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: csv, credentials: 'same-origin' });
  if (!response.ok || !response.body) return { kind: 'refused', status: response.status, message: await response.text() };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let outcome: ImportOutcome | null = null;
  const take = (line: Line) => {
    if (line.progress) options.onProgress(line.progress);
    if (line.report) outcome = { kind: 'report', report: line.report };
    if (line.failed) outcome = { kind: 'failed', message: line.failed };
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer = takeLines(buffer + value, take);
  }
  takeLines(`${buffer}\n`, take);
  return outcome ?? { kind: 'failed', message: '' };
}
