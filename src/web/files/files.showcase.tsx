// A working sample of the files kit: pick an image (checked as for upload), see what was
// read, and download three generated text files through the downloader.
import { useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_SUBTYPES } from './image-check';
import { formatNumber } from '../../domain/format/format';
import type { Language } from '../../domain/i18n/language';
import type { Translate } from '../i18n/i18n-react';
import { useLanguage, useT } from '../i18n/i18n-react';
import { createBrowserImageEncoder } from './canvas-encoder';
import type { DownloadRequest, Downloader } from './downloader';
import { DownloaderLayer, DownloaderProvider, useDownloader } from './downloader-react';
import { FilePicker } from './file-picker';
import type { ImageEncoder, ImageForUpload } from './image-check';
import { IMAGE_INPUT_ACCEPT, checkImageForUpload } from './image-check';
import type { PickedFile } from './picked-file';
import { describeFileError } from './picked-file';
import './file-picker.css';

export interface FilesShowcaseProps {
  /** Defaults to the browser's (anchor clicks, confirm, localStorage). */
  downloader?: Downloader;
  /** Defaults to the canvas encoder, made when an image needs downscaling. */
  encoder?: ImageEncoder;
}

const SAMPLE_COUNT = 3;

export function fileSizeText(bytes: number, language: Language, t: Translate): string {
  if (bytes < 1024) return t('files.size.bytes', { size: formatNumber(bytes, language, 0) });
  if (bytes < 1024 * 1024) return t('files.size.kb', { size: formatNumber(bytes / 1024, language, 1) });
  return t('files.size.mb', { size: formatNumber(bytes / (1024 * 1024), language, 1) });
}

function sampleFiles(t: Translate): DownloadRequest[] {
  return Array.from({ length: SAMPLE_COUNT }, (_, offset) => {
    const index = offset + 1;
    const text = t('files.sample.content', { index });
    return { url: `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`, filename: t('files.sample.filename', { index }) };
  });
}

function PickedDetails({ file, result }: { file: PickedFile; result: ImageForUpload | null }) {
  const t = useT();
  const language = useLanguage();
  const rows: Array<[string, string]> = [
    [t('files.details.name'), file.name],
    [t('files.details.type'), file.type || t('files.details.unknown')],
    [t('files.details.extension'), file.extension || t('files.details.unknown')],
    [t('files.details.size'), fileSizeText(file.size, language, t)],
  ];
  let upload = '';
  if (result?.animated) upload = t('files.upload.animated');
  else if (result?.width !== undefined) upload = t('files.upload.downscaled', { width: result.width, size: fileSizeText(result.file.size, language, t) });
  else if (result) upload = t('files.upload.ready');
  return (
    <section className="files-picked" aria-label={t('files.details.title')}>
      <dl className="files-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {upload ? <p className="files-upload-state">{upload}</p> : null}
    </section>
  );
}

function ShowcaseBody({ encoder }: { encoder?: ImageEncoder }) {
  const t = useT();
  const downloader = useDownloader();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [result, setResult] = useState<ImageForUpload | null>(null);
  const [checkError, setCheckError] = useState<{ error: unknown } | null>(null);
  const [downloading, setDownloading] = useState(false);
  // A slow check of an earlier pick must not report over the latest one.
  const latest = useRef<PickedFile | null>(null);

  function show(file: PickedFile | null): void {
    latest.current = file;
    setPicked(file);
    setResult(null);
    setCheckError(null);
  }

  function pick(file: PickedFile): void {
    show(file);
    checkImageForUpload(file, { encoder: encoder ?? createBrowserImageEncoder() }).then(
      (checked) => {
        if (latest.current === file) setResult(checked);
      },
      (error: unknown) => {
        if (latest.current === file) setCheckError({ error });
      },
    );
  }

  function downloadSamples(): void {
    // aria-disabled rather than disabled, so keyboard focus stays on the button meanwhile.
    if (downloading) return;
    setDownloading(true);
    const done = () => setDownloading(false);
    downloader.download(sampleFiles(t)).then(done, done);
  }

  return (
    <>
      <FilePicker
        label={t('files.picker.imageLabel')}
        hint={t('files.picker.imageHint')}
        accept={ACCEPTED_IMAGE_SUBTYPES}
        inputAccept={IMAGE_INPUT_ACCEPT}
        error={checkError ? describeFileError(checkError.error, t) : undefined}
        onPick={pick}
        onError={() => show(null)}
      />
      {picked ? <PickedDetails file={picked} result={result} /> : null}
      <div className="files-downloads">
        <button type="button" className="button" aria-disabled={downloading || undefined} onClick={downloadSamples}>
          {t('files.sample.download', { count: SAMPLE_COUNT })}
        </button>
      </div>
    </>
  );
}

export function FilesShowcase({ downloader, encoder }: FilesShowcaseProps) {
  const t = useT();
  const titleId = useId();
  return (
    <DownloaderProvider downloader={downloader}>
      <section className="files-showcase" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('files.showcase.title')}</h2>
        <ShowcaseBody encoder={encoder} />
      </section>
      <DownloaderLayer />
    </DownloaderProvider>
  );
}
