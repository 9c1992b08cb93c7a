// The home page's sections as the owner arranges them: add, edit, move up and down, remove,
// save. A refusal is shown beside each field it names with the focus on the first.
import { useEffect, useRef, useState } from 'react';
import { HOME_LIMITS } from '../../../domain/content/home-sections';
import type { AdminHomeLayoutFieldsFragment, AdminSaveHomeLayoutMutation } from '../../graph/generated/admin-operations';
import { graphQueryKeyPrefix } from '../../graph/graph-key';
import { useMutation } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { Link } from '../../router/router-react';
import { Button } from '../../ui/feedback/button';
import { textRef } from '../../ui/feedback/notification-types';
import { useNotify } from '../../ui/feedback/notifications-react';
import { useMessages } from '../ui/say';
import { useUnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { draftOf, fieldElementId, HOME_KINDS, HOME_SOURCES, inputOf, moved, newSection, type HomeKind, type SectionDraft } from './home-draft';
import { HOME_LAYOUT_QUERY, SAVE_HOME_LAYOUT_MUTATION } from './home-api';
import { HomeSectionEditor } from './home-section-editor';

/**
 * Words shown only after a save, a refusal or once a section of a kind is added, read as the
 * form is drawn so a page loaded without any section still has them at hand.
 */
const LATER = [
  'adminHome.saved', 'adminHome.leave', 'adminHome.failed', 'adminHome.added', 'adminHome.max', 'error.homeLayout.changedMeanwhile',
  'adminHome.sectionHeading', 'adminHome.moveUp', 'adminHome.moveDown', 'adminHome.remove', 'adminHome.inIndonesian', 'adminHome.inEnglish',
  ...HOME_KINDS.map((kind) => `adminHome.kind.${kind}`), ...HOME_SOURCES.map((source) => `adminHome.source.${source}`),
  ...['image', 'imageHint', 'imageUpload', 'imageReplace', 'imageNone', 'imageCurrent', 'imageUploading', 'heading', 'text', 'buttonLabel', 'link', 'linkHint',
    'title', 'titleHint', 'body', 'categories', 'addCategory', 'noCategories', 'draft', 'source', 'category', 'chooseCategory', 'count', 'countHint',
    'products', 'noProducts', 'search', 'found', 'addItem', 'removeItem', 'itemUp', 'itemDown'].map((field) => `adminHome.field.${field}`),
];

export function HomeLayoutForm({ layout }: { layout: AdminHomeLayoutFieldsFragment }) {
  const t = useT();
  const { notify } = useNotify();
  useMessages(LATER);
  const [version, setVersion] = useState(layout.version);
  const [arranged, setArranged] = useState(layout.arranged);
  const [saved, setSaved] = useState(() => draftOf(layout));
  const [sections, setSections] = useState(saved);
  const [kind, setKind] = useState<HomeKind>('banner');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [announce, setAnnounce] = useState('');
  const focusNext = useRef<string | null>(null);
  const [run, { loading }] = useMutation<AdminSaveHomeLayoutMutation>('HomeLayoutInput', SAVE_HOME_LAYOUT_MUTATION, { invalidate: [graphQueryKeyPrefix(HOME_LAYOUT_QUERY)] });
  const strip = (list: SectionDraft[]) => JSON.stringify(list.map(({ uid: _uid, ...rest }) => rest));
  const dirty = strip(saved) !== strip(sections);
  useUnsavedChangesGuard(dirty, t('adminHome.leave'));

  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  });

  // A change, move or removal makes the refusals' section numbers stale: they are cleared.
  const change = (next: SectionDraft[]) => {
    setSections(next);
    setErrors({});
  };
  const move = (index: number, by: -1 | 1) => {
    const section = sections[index]!;
    const next = moved(sections, index, by);
    change(next);
    const to = index + by;
    // The focus stays on the button pressed, unless the section reached the end and it is now disabled.
    const same = by === -1 ? to > 0 : to < next.length - 1;
    focusNext.current = `home-section-${section.uid}-${(by === -1) === same ? 'up' : 'down'}`;
  };
  const remove = (index: number) => {
    change(sections.filter((_one, at) => at !== index));
    focusNext.current = 'home-add-kind';
  };
  const add = () => {
    if (sections.length >= HOME_LIMITS.sections) return;
    const section = newSection(kind);
    change([...sections, section]);
    setAnnounce(t('adminHome.added'));
    focusNext.current = `home-section-${section.uid}`;
  };

  const save = async () => {
    setFormError('');
    let answer: AdminSaveHomeLayoutMutation['saveHomeLayout'];
    try {
      answer = (await run({ input: { version, sections: inputOf(sections) } })).saveHomeLayout;
    } catch {
      return setFormError(t('adminHome.failed'));
    }
    if (answer.__typename === 'HomeLayoutSaveRefused') {
      if (answer.reason === 'CHANGED_MEANWHILE' && answer.layout) {
        setVersion(answer.layout.version);
        return setFormError(answer.message);
      }
      const found: Record<string, string> = {};
      for (const error of answer.fieldErrors) found[error.field] ??= error.message;
      setErrors(found);
      setFormError(answer.message);
      const first = Object.keys(found)[0];
      focusNext.current = first ? fieldElementId(first) : null;
      return;
    }
    const fresh = draftOf(answer);
    setVersion(answer.version);
    setArranged(answer.arranged);
    setSaved(fresh);
    setSections(fresh);
    setErrors({});
    notify({ id: 'home-layout-saved', color: 'green', content: textRef('adminHome.saved'), duration: 4000 });
  };

  return (
    <form className="home-layout" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <p className="admin-muted">{t('adminHome.intro')}</p>
      <p><Link to="/" target="_blank">{t('adminHome.view')}</Link></p>
      {!arranged ? <p className="admin-panel">{t('adminHome.defaultNote')}</p> : null}
      {formError ? <p role="alert" className="admin-panel admin-alert">{formError}</p> : null}
      {errors.sections ? <p className="field-error">{errors.sections}</p> : null}
      <h2 className="visually-hidden">{t('adminHome.sections')}</h2>
      {sections.length ? (
        <ol className="home-sections" aria-label={t('adminHome.sections')}>
          {sections.map((section, index) => (
            <HomeSectionEditor key={section.uid} section={section} index={index} total={sections.length} categories={layout.categoryChoices}
              errorOf={(field) => errors[field]} onChange={(next) => change(sections.map((one) => (one.uid === section.uid ? next : one)))}
              onMove={(by) => move(index, by)} onRemove={() => remove(index)} />
          ))}
        </ol>
      ) : <p className="admin-muted">{t('adminHome.empty')}</p>}
      <div className="admin-panel home-add">
        <div className="field">
          <label htmlFor="home-add-kind" className="field-label">{t('adminHome.addKind')}</label>
          <select id="home-add-kind" className="field-control" value={kind} onChange={(event) => setKind(event.currentTarget.value as HomeKind)}>
            {HOME_KINDS.map((one) => <option key={one} value={one}>{t(`adminHome.kind.${one}`)}</option>)}
          </select>
        </div>
        <Button variant="secondary" disabled={sections.length >= HOME_LIMITS.sections} onPress={add}>{t('adminHome.add')}</Button>
        {sections.length >= HOME_LIMITS.sections ? <p className="field-hint">{t('adminHome.max', { max: HOME_LIMITS.sections })}</p> : null}
        <p role="status" className="visually-hidden">{announce}</p>
      </div>
      <div className="home-layout-bar">
        <Button type="submit" loading={loading}>{t('adminHome.save')}</Button>
      </div>
    </form>
  );
}
