// The category tree: nested lists in the shop's order. A row moves by dragging it before, after
// or into another row, or with its four arrow buttons (up, down, into the one above, out one
// level), which work from the keyboard and on a phone; each move is announced to screen readers.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { arrowPlace, dropPlace, moveProblem, siblingsOf, type DropZone, type TreeArrow, type TreePlace } from '../../../domain/catalog/category-tree';
import type { AdminMoveCategoryMutation } from '../../graph/generated/admin-operations';
import { useGraphCache, useGraphClient } from '../../graph/graph-react';
import { useLanguage, useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { MOVE_CATEGORY_MUTATION } from './categories-api';
import type { AdminCategory } from './category-form';


export function categoryName(category: AdminCategory, language: string): string {
  return (language === 'en' && category.texts.name.en) || category.texts.name.id;
}

function zoneOf(event: DragEvent<HTMLElement>): DropZone {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(1, box.height);
  return y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside';
}

interface TreeProps {
  categories: readonly AdminCategory[];
  canManage: boolean;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

export function CategoryTree({ categories, canManage, onEdit, onDelete }: TreeProps) {
  const t = useT();
  const language = useLanguage();
  const client = useGraphClient();
  const cache = useGraphCache();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<{ id: string; zone: DropZone } | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<{ id: string; action: TreeArrow } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // After a move the row is drawn in its new place: the button pressed keeps the focus there.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !listRef.current) return;
    const button = listRef.current.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${wanted.action}"]`);
    const target = button && !button.disabled ? button : listRef.current.querySelector<HTMLElement>(`[data-row="${wanted.id}"]`);
    target?.focus();
    focusAfter.current = null;
  }, [categories]);

  const move = async (category: AdminCategory, place: TreePlace, action: TreeArrow | null) => {
    const name = categoryName(category, language);
    const problem = moveProblem(categories, category.id, place.parentId);
    if (problem) {
      setAnnouncement(t(`error.category.move.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const answer = await client.mutate<AdminMoveCategoryMutation>('ID', MOVE_CATEGORY_MUTATION, { id: category.id, parentId: place.parentId, position: place.index });
      if (answer.moveCategory.__typename === 'CategoryMoveRefused') {
        setAnnouncement(answer.moveCategory.message);
        return;
      }
      const parent = categories.find((other) => other.id === place.parentId);
      const count = siblingsOf(categories, place.parentId).filter((sibling) => sibling.id !== category.id).length + 1;
      const where = parent ? t('adminCategories.place.under', { parent: categoryName(parent, language) }) : t('adminCategories.place.top');
      if (action) focusAfter.current = { id: category.id, action };
      setAnnouncement(t('adminCategories.moved', { name, position: Math.min(place.index, count - 1) + 1, count, place: where }));
      cache.invalidate();
    } catch {
      setAnnouncement(t('adminCategories.moveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const drop = (event: DragEvent<HTMLElement>, target: AdminCategory) => {
    event.preventDefault();
    event.stopPropagation();
    const moving = categories.find((category) => category.id === dragged);
    setDragged(null);
    setDropAt(null);
    const place = moving ? dropPlace(categories, moving.id, target.id, zoneOf(event)) : null;
    if (moving && place) void move(moving, place, null);
  };

  const branch = (parentId: string | null) => {
    const children = siblingsOf(categories, parentId);
    if (children.length === 0) return null;
    return (
      <ul className={parentId ? 'category-tree-children' : 'category-tree'} aria-label={parentId ? undefined : t('adminCategories.treeLabel')}>
        {children.map((category) => {
          const name = categoryName(category, language);
          const zone = dropAt?.id === category.id ? dropAt.zone : null;
          return (
            <li key={category.id}>
              <div
                className={`category-row${zone ? ` category-drop-${zone}` : ''}${dragged === category.id ? ' category-dragging' : ''}`}
                draggable={canManage && !busy}
                onDragStart={(event) => { event.dataTransfer.effectAllowed = 'move'; event.dataTransfer.setData('text/plain', category.id); setDragged(category.id); }}
                onDragEnd={() => { setDragged(null); setDropAt(null); }}
                onDragOver={(event) => { if (!dragged || dragged === category.id) return; event.preventDefault(); setDropAt({ id: category.id, zone: zoneOf(event) }); }}
                onDrop={(event) => drop(event, category)}
              >
                {canManage ? <span className="category-grip" aria-hidden="true" title={t('adminCategories.dragHint', { name })}>⠿</span> : null}
                <div className="category-name">
                  <strong>{name}</strong>
                  {category.status === 'draft' ? <span className="admin-tag">{t('adminCategories.draft')}</span> : null}
                  {category.texts.name.en ? null : <span className="admin-tag category-tag-quiet">{t('adminCategories.englishMissing')}</span>}
                  <span className="admin-muted category-meta">/product/category/{category.slug} · {t('adminCategories.products', { count: category.ownProductCount })}</span>
                </div>
                <div className="category-actions">
                  {canManage ? (
                    <span className="category-moves">
                      {(['up', 'down', 'outdent', 'indent'] as const).map((action) => {
                        const place = arrowPlace(categories, category.id, action);
                        return (
                          <button key={action} type="button" className="category-move" data-move={`${category.id}:${action}`} disabled={!place || busy}
                            aria-label={`${t(`adminCategories.${action}`)}: ${name}`} title={t(`adminCategories.${action}`)}
                            onClick={() => { if (place) void move(category, place, action); }}>
                            <span aria-hidden="true">{{ up: '↑', down: '↓', outdent: '←', indent: '→' }[action]}</span>
                          </button>
                        );
                      })}
                    </span>
                  ) : null}
                  <Link to={{ name: 'categoryPreview', params: { slug: category.slug }, target: 'new' }} className="ui-button ui-button-secondary ui-button-small">
                    {t('adminCategories.preview')}<span className="visually-hidden">: {name}</span>
                  </Link>
                  {canManage ? (
                    <>
                      <Button variant="secondary" size="small" data-row={category.id} onPress={() => onEdit(category)}>
                        {t('adminCategories.edit')}<span className="visually-hidden">: {name}</span>
                      </Button>
                      <Button variant="danger" size="small" onPress={() => onDelete(category)}>
                        {t('adminCategories.delete')}<span className="visually-hidden">: {name}</span>
                      </Button>
                    </>
                  ) : null}
                </div>
              </div>
              {branch(category.id)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div ref={listRef} className="admin-panel category-tree-panel">
      {categories.length === 0 ? <p>{t('adminCategories.empty')}</p> : branch(null)}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </div>
  );
}
