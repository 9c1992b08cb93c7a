// What a dry run or an import found: the counts, then every problem by row and column.
import { useT } from '../../i18n/i18n-react';
import type { ImportProgressView, ImportReportView } from './import-stream';

/** How far the check or the import got: while it runs, and what it reached once it ended. */
export function ImportProgressBar({ progress, running }: { progress: ImportProgressView | null; running: boolean }) {
  const t = useT();
  if (!progress) return null;
  const key = progress.phase === 'checking' ? (running ? 'checking' : 'checked') : (running ? 'writing' : 'written');
  const label = t(`adminImport.progress.${key}`, { done: progress.done, total: progress.total });
  return (
    <div className="import-progress">
      <progress max={progress.total} value={progress.done} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}

export function ImportResults({ report }: { report: ImportReportView }) {
  const t = useT();
  const counts = t('adminImport.report.counts', { rows: report.rows, products: report.products, created: report.created, updated: report.updated });
  if (report.written) {
    return <div className="admin-panel import-done" role="status"><p><strong>{t('adminImport.report.written')}</strong> {counts}</p></div>;
  }
  if (report.problems.length === 0) {
    return (
      <div className="admin-panel import-ok" role="status">
        <p><strong>{t('adminImport.report.noProblems')}</strong> {counts}</p>
        <p>{t('adminImport.report.readyToImport')}</p>
      </div>
    );
  }
  return (
    <section className="admin-panel import-problems" aria-labelledby="import-problems-title">
      <h2 id="import-problems-title">{t('adminImport.report.problems', { count: report.problems.length })}</h2>
      <p>{t('adminImport.report.nothingWritten')}</p>
      <table className="admin-table">
        <thead>
          <tr><th scope="col">{t('adminImport.report.row')}</th><th scope="col">{t('adminImport.report.column')}</th><th scope="col">{t('adminImport.report.message')}</th></tr>
        </thead>
        <tbody>
          {report.problems.map((problem, index) => (
            <tr key={index}>
              <th scope="row" data-label={t('adminImport.report.row')}>{problem.row ?? t('adminImport.report.wholeFile')}</th>
              <td data-label={t('adminImport.report.column')}>{problem.column ? <code>{problem.column}</code> : '—'}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
