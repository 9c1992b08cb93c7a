import { $getNodeByKey } from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useState } from 'react';
import type { Alignment, RichTextEntity, TableData } from '../../../domain/rich-text';
import { ALIGNMENTS, PALETTE, tableCellKey, toEmbeddableVideoUrl } from '../../../domain/rich-text';
import { isSafeLinkUrl } from '../../../domain/text/link';
import { useEditorUi } from '../editor-context';
import type { AtomicBlockState } from '../nodes/node-state';
import { $setShownEntity } from '../nodes/node-state';

const COLORS = Object.keys(PALETTE);

function TableEditor({ data, onChange }: { data: TableData; onChange: (data: TableData) => void }) {
  const { t } = useEditorUi();
  const [current, setCurrent] = useState<string | null>(null);
  const headerTop = data.headerStyle === 'top' || data.headerStyle === 'top-left';
  const headerLeft = data.headerStyle === 'left' || data.headerStyle === 'top-left';
  const setCell = (key: string, change: { content?: string; backgroundColor?: string }) => {
    const cell = { content: '', ...data.cells[key], ...change };
    if (!cell.backgroundColor) delete cell.backgroundColor;
    onChange({ ...data, cells: { ...data.cells, [key]: cell } });
  };
  const [row, column] = (current ?? '0-0').split('-').map(Number);
  const label = { row: (row ?? 0) + 1, column: (column ?? 0) + 1 };
  return (
    <>
      <div className="rt-editor-atomic-bar">
        <label>{t('editor.table.width')}{' '}
          <input type="number" min={1} max={100} value={data.tableWidth ?? ''}
            onChange={(e) => {
              const width = Number(e.target.value);
              const next = { ...data };
              if (Number.isInteger(width) && width >= 1 && width <= 100) next.tableWidth = width;
              else delete next.tableWidth;
              onChange(next);
            }} />
        </label>
        <label>{t('editor.table.cellBackground', label)}{' '}
          <select value={data.cells[current ?? '0-0']?.backgroundColor ?? ''} onChange={(e) => setCell(current ?? '0-0', { backgroundColor: e.target.value })}>
            <option value="">{t('editor.default')}</option>
            {COLORS.map((c) => <option key={c} value={c}>{t(`editor.color.${c}`)}</option>)}
          </select>
        </label>
      </div>
      <div className="rt-editor-table">
        <table>
          <tbody>
            {Array.from({ length: data.rows }, (_, r) => (
              <tr key={r} className={headerTop && r === 0 ? 'rt-editor-header-row' : undefined}>
                {Array.from({ length: data.columns }, (_, c) => {
                  const key = tableCellKey(r, c);
                  const cell = data.cells[key];
                  const background = cell?.backgroundColor ? PALETTE[cell.backgroundColor] : undefined;
                  return (
                    <td key={c} className={headerLeft && c === 0 ? 'rt-editor-header-cell' : undefined} style={background ? { backgroundColor: background } : undefined}>
                      <textarea aria-label={t('editor.table.cell', { row: r + 1, column: c + 1 })} value={cell?.content ?? ''} rows={1}
                        onFocus={() => setCurrent(key)} onChange={(e) => setCell(key, { content: e.target.value })} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function EntityPreview({ entity }: { entity: RichTextEntity }) {
  const { t } = useEditorUi();
  if (entity.type === 'IMAGE') {
    const { source, alt, title } = entity.data;
    return isSafeLinkUrl(source.url) ? <img src={source.url} alt={alt} title={title} width={source.width} height={source.height} /> : null;
  }
  if (entity.type === 'VIDEO') {
    const embed = toEmbeddableVideoUrl(entity.data.url);
    return embed ? <div className="rt-editor-video"><div><iframe src={embed} title={t('editor.video.title')} loading="lazy" allowFullScreen /></div></div> : null;
  }
  if (entity.type === 'SEPARATOR') return <hr aria-label={t('editor.separator.label')} />;
  return null;
}

/** An atomic block inside the editor: what it shows, its placement, and for a table its cells. */
export function AtomicBlockView({ nodeKey, atomic }: { nodeKey: string; atomic: AtomicBlockState | null }) {
  const [editor] = useLexicalComposerContext();
  const { t } = useEditorUi();
  const key = atomic?.block.entityRanges[0]?.key;
  const entity = key !== undefined && atomic && Object.hasOwn(atomic.entities, key) ? atomic.entities[key] : undefined;
  const change = (next: RichTextEntity) => editor.update(() => {
    const node = $getNodeByKey(nodeKey);
    if (node) $setShownEntity(node, next);
  });
  const remove = () => editor.update(() => $getNodeByKey(nodeKey)?.remove());
  const kind = entity ? t(entity.type === 'SEPARATOR' ? 'editor.separator' : `editor.${entity.type.toLowerCase()}`) : t('editor.unknownBlock');
  const align = entity && 'align' in entity.data ? entity.data.align : undefined;
  return (
    <div role="group" aria-label={kind}>
      <div className="rt-editor-atomic-bar">
        <strong>{kind}</strong>
        {entity && align !== undefined ? (
          <select aria-label={t('editor.image.align')} value={align}
            onChange={(e) => change({ ...entity, data: { ...entity.data, align: e.target.value as Alignment } } as RichTextEntity)}>
            {ALIGNMENTS.map((a) => <option key={a} value={a}>{t(`editor.align.${a}`)}</option>)}
          </select>
        ) : null}
        <button type="button" onClick={remove}>{t('editor.block.remove')}</button>
      </div>
      {entity?.type === 'TABLE' ? <TableEditor data={entity.data} onChange={(data) => change({ ...entity, data })} /> : entity ? <EntityPreview entity={entity} /> : null}
    </div>
  );
}
