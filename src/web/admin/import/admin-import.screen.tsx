// `/admin/products/import`: products and variations out as a spreadsheet and back in. A file is
// first checked (a dry run that writes nothing and lists every problem by row and column), then
// imported in one go, with the rows checked and written shown as they happen.
import { useState } from 'react';
import { PRODUCT_CSV_COLUMNS } from '../../../domain/catalog/product-csv';
import { FilePicker } from '../../files/file-picker';
import type { PickedFile } from '../../files/picked-file';
import type { AdminImportQuery } from '../../graph/generated/admin-operations';
import { useGraphCache, useQuery } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import type { ScreenMatch, ScreenQuery } from '../../screens/screen-types';
import { Button } from '../../ui/feedback/button';
import { AdminFrame } from '../frame/admin-frame';
import { adminQueries } from '../frame/admin-frame-api';
import { AdminLoadState } from '../ui/admin-load-state';
import { ADMIN_IMPORT_QUERY, EXPORT_ADDRESS, IMPORT_MAX_BYTES } from './import-api';
import { ImportProgressBar, ImportResults } from './import-results';
import { fileText, runImport, type ImportProgressView, type ImportReportView } from './import-stream';
import './admin-import.css';

export function queries(_match: ScreenMatch): ScreenQuery[] {
  return adminQueries({ query: ADMIN_IMPORT_QUERY });
}

interface ChosenFile { name: string; text: string }

function ImportPanel() {
  const t = useT();
  const language = useLanguage();
  const cache = useGraphCache();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [progress, setProgress] = useState<ImportProgressView | null>(null);
  const [report, setReport] = useState<ImportReportView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Only a file whose dry run found nothing may be imported, and only that same file.
  const [checked, setChecked] = useState<ChosenFile | null>(null);
  for (const key of ['adminImport.progress.checking', 'adminImport.progress.writing', 'adminImport.progress.checked', 'adminImport.progress.written', 'adminImport.report.counts', 'adminImport.report.written', 'adminImport.report.noProblems',
    'adminImport.report.readyToImport', 'adminImport.report.problems', 'adminImport.report.nothingWritten', 'adminImport.report.row', 'adminImport.report.column',
    'adminImport.report.message', 'adminImport.report.wholeFile', 'adminImport.failed', 'adminImport.signedOut', 'import.problem.fileTooLarge']) t(key);

  const pick = (picked: PickedFile) => {
    setReport(null);
    setFailure(null);
    setChecked(null);
    setProgress(null);
    if (picked.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setPickError(t('import.problem.fileTooLarge', { max: IMPORT_MAX_BYTES / 1_000_000 }));
      return;
    }
    setPickError(undefined);
    setFile({ name: picked.name, text: fileText(picked.data as ArrayBuffer) });
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    setReport(null);
    setFailure(null);
    setProgress(null);
    try {
      const outcome = await runImport(file.text, { dryRun, language, onProgress: setProgress });
      if (outcome.kind === 'report') {
        setReport(outcome.report);
        setChecked(dryRun && outcome.report.problems.length === 0 ? file : null);
        if (outcome.report.written) cache.invalidate();
      } else if (outcome.kind === 'refused') {
        setFailure(outcome.status === 401 ? t('adminImport.signedOut') : outcome.message);
      } else {
        setFailure(outcome.message || t('adminImport.failed'));
      }
    } catch {
      setFailure(t('adminImport.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="admin-panel import-panel" aria-labelledby="import-title">
      <h2 id="import-title">{t('adminImport.import.title')}</h2>
      <p>{t('adminImport.import.intro')}</p>
      <FilePicker label={t('adminImport.import.file')} hint={t('adminImport.import.fileHint')} inputAccept=".csv,text/csv" readAs="arrayBuffer"
        disabled={busy !== null} onPick={pick} error={pickError} />
      <div className="form-actions">
        <Button onPress={() => run(true)} disabled={!file || busy !== null} loading={busy === 'check'}>{t('adminImport.import.check')}</Button>
        <Button variant="secondary" onPress={() => run(false)} disabled={!file || checked !== file || busy !== null} loading={busy === 'import'}
          aria-describedby="import-button-hint">{t('adminImport.import.run')}</Button>
      </div>
      <p id="import-button-hint" className="admin-muted">{t('adminImport.import.runHint')}</p>
      <div aria-live="polite"><ImportProgressBar progress={progress} running={busy !== null} /></div>
      {failure ? <p className="admin-panel import-failed" role="alert">{failure}</p> : null}
      {report ? <ImportResults report={report} /> : null}
      {report?.written ? <p><Link to={{ name: 'adminProducts' }}>{t('adminImport.import.toProducts')}</Link></p> : null}
    </section>
  );
}

function ImportExport({ data }: { data: AdminImportQuery }) {
  const t = useT();
  const canImport = data.viewer.permissions.includes('catalog.manage');
  return (
    <>
      <section className="admin-panel" aria-labelledby="export-title">
        <h2 id="export-title">{t('adminImport.export.title')}</h2>
        <p>{t('adminImport.export.intro')}</p>
        <p><a className="button" href={EXPORT_ADDRESS} download>{t('adminImport.export.button')}</a></p>
      </section>
      {canImport ? <ImportPanel /> : <p className="admin-muted">{t('adminImport.readOnly')}</p>}
      <details className="admin-panel import-columns">
        <summary>{t('adminImport.columns.title')}</summary>
        <p>{t('adminImport.columns.intro')}</p>
        <ul>
          {PRODUCT_CSV_COLUMNS.map((column) => <li key={column}><code>{column}</code>: {t(`adminImport.column.${column}`)}</li>)}
        </ul>
      </details>
    </>
  );
}

function ImportContent() {
  const query = useQuery<AdminImportQuery>(ADMIN_IMPORT_QUERY);
  return <AdminLoadState query={query}>{(data) => <ImportExport data={data} />}</AdminLoadState>;
}

export default function AdminImportScreen() {
  const t = useT();
  return (
    <AdminFrame section="import" title={t('adminImport.title')}>
      <p className="admin-muted">{t('adminImport.intro')}</p>
      <ImportContent />
    </AdminFrame>
  );
}
