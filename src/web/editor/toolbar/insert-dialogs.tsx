import { useId, useState } from 'react';
import type { Alignment, RichTextEntity, TableHeaderStyle } from '../../../domain/rich-text';
import { ALIGNMENTS, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, TABLE_HEADER_STYLES } from '../../../domain/rich-text';
import { useEditorUi } from '../editor-context';
import type { EntityCheck } from '../entities';
import { imageEntity, linkEntity, tableEntity, videoEntity } from '../entities';
import { isImageRef } from '../../../domain/media/image-ref';
import { shopLinkAddress } from '../../../domain/text/site-link';
import { EditorDialog } from './editor-dialog';

export interface DialogProps {
  onDone: (entity: RichTextEntity) => void;
  onClose: () => void;
  returnFocus: () => void;
}

/** Hands over the entity when the check passes (answering true: the dialog is done); otherwise shows why. */
function useCheckedSubmit(onDone: (entity: RichTextEntity) => void) {
  const { t } = useEditorUi();
  const [error, setError] = useState<string | undefined>();
  const submit = (check: EntityCheck): boolean => {
    if (check.ok) onDone(check.entity);
    else setError(t(check.error, { rows: MAX_TABLE_ROWS, columns: MAX_TABLE_COLUMNS }));
    return check.ok;
  };
  return { error, setError, submit };
}

function AlignSelect({ value, onChange }: { value: Alignment; onChange: (value: Alignment) => void }) {
  const { t } = useEditorUi();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t('editor.image.align')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Alignment)}>
        {ALIGNMENTS.map((a) => <option key={a} value={a}>{t(`editor.align.${a}`)}</option>)}
      </select>
    </>
  );
}

/** Where the editor runs: the shop's own address, which paths on the shop are put on. */
function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export function LinkDialog({ initial, onRemove, ...props }: DialogProps & { initial?: { url: string; newTab: boolean; design: number }; onRemove?: () => void }) {
  const { t } = useEditorUi();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [newTab, setNewTab] = useState(initial?.newTab ?? false);
  const [button, setButton] = useState(initial?.design === 1);
  const { error, submit } = useCheckedSubmit(props.onDone);
  const id = useId();
  const origin = pageOrigin();
  // The owner sees the address the link will have before saving it (a path gets the shop's origin).
  const address = shopLinkAddress(url, origin);
  return (
    <EditorDialog title={t('editor.link.title')} error={error} onClose={props.onClose} returnFocus={props.returnFocus}
      onSubmit={() => submit(linkEntity(url, newTab, button, origin))} extraAction={onRemove ? { label: t('editor.link.remove'), onPress: onRemove } : undefined}>
      <label htmlFor={`${id}-url`}>{t('editor.link.url')}</label>
      <input id={`${id}-url`} type="text" inputMode="url" autoComplete="off" value={url} onChange={(e) => setUrl(e.target.value)}
        aria-describedby={`${id}-address`} />
      <p id={`${id}-address`} className="rt-editor-hint" aria-live="polite">{address === '' ? '' : t('editor.link.address', { address })}</p>
      <label className="rt-editor-check"><input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />{t('editor.link.newTab')}</label>
      <label className="rt-editor-check"><input type="checkbox" checked={button} onChange={(e) => setButton(e.target.checked)} />{t('editor.link.button')}</label>
    </EditorDialog>
  );
}

export function ImageDialog(props: DialogProps) {
  const { t, uploadImage } = useEditorUi();
  const [src, setSrc] = useState('');
  const [size, setSize] = useState<{ width?: number; height?: number }>({});
  const [alt, setAlt] = useState('');
  const [title, setTitle] = useState('');
  const [align, setAlign] = useState<Alignment>('center');
  const [busy, setBusy] = useState(false);
  const { error, setError, submit } = useCheckedSubmit(props.onDone);
  const id = useId();
  const upload = async (file: File | undefined) => {
    if (!file || !uploadImage) return;
    setBusy(true);
    setError(undefined);
    try {
      const uploaded = await uploadImage(file);
      if (typeof uploaded === 'string') {
        if (!isImageRef(uploaded)) throw new Error('The upload answered no image reference.');
        setSrc(uploaded);
        setSize({});
      } else {
        setSrc(uploaded.src);
        setSize({ width: uploaded.width, height: uploaded.height });
      }
    } catch {
      setError(t('editor.image.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditorDialog title={t('editor.image.title')} error={error} onClose={props.onClose} returnFocus={props.returnFocus}
      onSubmit={() => !busy && submit(imageEntity({ src, ...size, alt, title, align }))}>
      {uploadImage ? (
        <>
          <label htmlFor={`${id}-file`}>{t('editor.image.file')}</label>
          <input id={`${id}-file`} type="file" accept="image/png,image/jpeg,image/bmp,image/webp,image/gif,image/svg+xml"
            onChange={(e) => void upload(e.target.files?.[0])} />
          <p aria-live="polite">{busy ? t('editor.image.uploading') : ''}</p>
        </>
      ) : null}
      <label htmlFor={`${id}-src`}>{t('editor.image.url')}</label>
      <input id={`${id}-src`} type="text" inputMode="url" value={src} onChange={(e) => { setSrc(e.target.value); setSize({}); }} />
      <label htmlFor={`${id}-alt`}>{t('editor.image.alt')}</label>
      <input id={`${id}-alt`} type="text" value={alt} onChange={(e) => setAlt(e.target.value)} />
      <label htmlFor={`${id}-title`}>{t('editor.image.caption')}</label>
      <input id={`${id}-title`} type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
      <AlignSelect value={align} onChange={setAlign} />
    </EditorDialog>
  );
}

export function VideoDialog(props: DialogProps) {
  const { t } = useEditorUi();
  const [url, setUrl] = useState('');
  const [align, setAlign] = useState<Alignment>('center');
  const { error, submit } = useCheckedSubmit(props.onDone);
  const id = useId();
  return (
    <EditorDialog title={t('editor.video.title')} error={error} onClose={props.onClose} returnFocus={props.returnFocus}
      onSubmit={() => submit(videoEntity(url, align))}>
      <label htmlFor={`${id}-url`}>{t('editor.video.url')}</label>
      <input id={`${id}-url`} type="text" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} />
      <AlignSelect value={align} onChange={setAlign} />
    </EditorDialog>
  );
}

export function TableDialog(props: DialogProps) {
  const { t } = useEditorUi();
  const [rows, setRows] = useState('3');
  const [columns, setColumns] = useState('3');
  const [header, setHeader] = useState<TableHeaderStyle>('top');
  const { error, submit } = useCheckedSubmit(props.onDone);
  const id = useId();
  return (
    <EditorDialog title={t('editor.table.title')} error={error} onClose={props.onClose} returnFocus={props.returnFocus}
      onSubmit={() => submit(tableEntity(Number(rows), Number(columns), header))}>
      <label htmlFor={`${id}-rows`}>{t('editor.table.rows')}</label>
      <input id={`${id}-rows`} type="number" min={1} max={MAX_TABLE_ROWS} value={rows} onChange={(e) => setRows(e.target.value)} />
      <label htmlFor={`${id}-columns`}>{t('editor.table.columns')}</label>
      <input id={`${id}-columns`} type="number" min={1} max={MAX_TABLE_COLUMNS} value={columns} onChange={(e) => setColumns(e.target.value)} />
      <label htmlFor={`${id}-header`}>{t('editor.table.header')}</label>
      <select id={`${id}-header`} value={header} onChange={(e) => setHeader(e.target.value as TableHeaderStyle)}>
        {TABLE_HEADER_STYLES.map((h) => <option key={h} value={h}>{t(`editor.table.header.${h}`)}</option>)}
      </select>
    </EditorDialog>
  );
}
