import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { RichTextDocument } from '../../../domain/rich-text';
import { renderRichTextToHtml } from '../../../domain/rich-text';
import { useLanguage } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import { useEnvironment } from '../../ui/environment';
import { NotFoundContent } from '../../ui/page-states';
import { EDITOR_SAMPLE } from './editor-sample';

// The editor is a chunk of its own, loaded only when this page runs in the browser.
const RichTextEditor = lazy(() => import('../../editor').then((module) => ({ default: module.RichTextEditor })));

/**
 * Stands in for the upload protocol on this page only: the picture stays in this browser tab
 * (an object address) and is measured here, so image insertion can be tried without a server.
 */
function keepImageInPage(file: File): Promise<{ src: string; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const src = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ src, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
}

/** Nothing to subscribe to: the snapshot only tells the browser from server rendering. */
const noChanges = () => () => {};

/**
 * The rich-text editor over a document with every block and entity type, beside what the
 * storefront renders from it and the document itself, for trying the editor by hand. Only
 * where development tools are on: production answers this address with the not-found page.
 */
export default function EditorDevScreen() {
  const { devTools } = useEnvironment();
  const language = useLanguage();
  const [doc, setDoc] = useState<RichTextDocument>(EDITOR_SAMPLE);
  const mounted = useSyncExternalStore(noChanges, () => true, () => false);
  if (!devTools) return <NotFoundContent />;
  return (
    <div className="editor-dev">
      <PageMeta title="Rich-text editor" noindex />
      <h1>Rich-text editor</h1>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 30rem), 1fr))' }}>
        <section aria-labelledby="editor-dev-editor">
          <h2 id="editor-dev-editor">Editor</h2>
          {mounted ? (
            <Suspense fallback={<p>Loading the editor…</p>}>
              <RichTextEditor value={EDITOR_SAMPLE} onChange={setDoc} uploadImage={keepImageInPage} label="Article body" language={language} />
            </Suspense>
          ) : <p>Loading the editor…</p>}
        </section>
        <section aria-labelledby="editor-dev-output">
          <h2 id="editor-dev-output">Rendered</h2>
          <div data-testid="rendered" className="rich-text" dangerouslySetInnerHTML={{ __html: renderRichTextToHtml(doc) }} />
        </section>
      </div>
      <section aria-labelledby="editor-dev-model">
        <h2 id="editor-dev-model">Document</h2>
        <pre data-testid="model" tabIndex={0} aria-labelledby="editor-dev-model" style={{ maxHeight: '24rem', overflow: 'auto', whiteSpace: 'pre-wrap' }}>{JSON.stringify(doc, null, 2)}</pre>
      </section>
    </div>
  );
}
