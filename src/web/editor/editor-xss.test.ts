import fc from 'fast-check';
import { $createParagraphNode, $createTextNode, $getRoot, $setState } from 'lexical';
import { $createLinkNode } from '@lexical/link';
import { createHeadlessEditor } from '@lexical/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument, RichTextEntity } from '../../domain/rich-text';
import { renderRichTextToHtml } from '../../domain/rich-text';
import { rawDocument } from '../../domain/rich-text/document-arbitrary.test-helper';
import { auditHtml } from '../../domain/rich-text/html-audit.test-helper';
import { editorStateToDocument } from './convert/from-editor';
import { htmlToDocument } from './convert/html-to-document';
import { documentToEditorState } from './convert/to-editor';
import { imageEntity, linkEntity, videoEntity } from './entities';
import { $createAtomicNode } from './nodes/atomic-node';
import { EDITOR_NODES } from './nodes/editor-nodes';
import { linkEntityState } from './nodes/node-state';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/** Script and data addresses as attackers write them (case, spaces, control characters, entities). */
const HOSTILE_URLS = [
  'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
  '\u0001javascript:alert(1)', 'jav&#x09;ascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>', 'DaTa:text/html,<script>alert(1)</script>',
];
const UNSAFE = /^(?:javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
const squeeze = (url: string) => url.replace(/[\u0000-\u0020]/g, '');

/** Every address a document holds. */
function addresses(doc: RichTextDocument): string[] {
  return Object.values(doc.entityMap).flatMap((entity: RichTextEntity) => {
    if (entity.type === 'LINK' || entity.type === 'VIDEO') return [entity.data.url];
    if (entity.type === 'IMAGE') return [entity.data.source.url, entity.data.url ?? '', ...(entity.data.srcSet ?? []).map((s) => s.url)];
    return [];
  });
}

function expectHarmless(doc: RichTextDocument): void {
  for (const url of addresses(doc)) expect(UNSAFE.test(squeeze(url)), url).toBe(false);
  const html = renderRichTextToHtml(doc);
  expect(auditHtml(html)).toEqual([]);
  // auditHtml checks every attribute, so an escaped `" onload="` inside a title is not mistaken for one.
  expect(html).not.toMatch(/<script/i);
}

const SHOP = 'https://kopi.toko.id';
const newEditor = () => createHeadlessEditor({ nodes: [...EDITOR_NODES], onError: (error) => { throw error; } });

describe('the editor against script and data addresses', () => {
  it.each(HOSTILE_URLS)('refuses %j as a link, an image or a video', (url) => {
    expect(linkEntity(url, false, false, SHOP)).toEqual({ ok: false, error: 'editor.link.unsafe' });
    expect(imageEntity({ src: url, alt: '', title: '', align: 'center' }).ok).toBe(false);
    expect(videoEntity(url, 'center')).toEqual({ ok: false, error: 'editor.video.invalid' });
  });

  it('accepts ordinary addresses, normalising links as spec §5 says', () => {
    expect(linkEntity('toko.id/promo', true, true, SHOP)).toEqual({ ok: true, entity: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'http://toko.id/promo', newTab: true, design: 1 } } });
    expect(linkEntity('//cdn.toko.id', false, false, SHOP)).toMatchObject({ ok: true, entity: { data: { url: 'https://cdn.toko.id' } } });
    // A path on the shop gets the shop's origin rather than becoming `http:///product/…`.
    expect(linkEntity(' /product/kopi-gayo', false, false, SHOP)).toMatchObject({ ok: true, entity: { data: { url: 'https://kopi.toko.id/product/kopi-gayo' } } });
    expect(videoEntity('https://youtu.be/dQw4w9WgXcQ', 'center').ok).toBe(true);
  });

  it('never saves hostile values forced into the editor nodes (a crafted clipboard or state)', () => {
    const editor = newEditor();
    editor.update(() => {
      const paragraph = $createParagraphNode();
      for (const url of HOSTILE_URLS) {
        const link = $createLinkNode('https://toko.id').append($createTextNode('klik'));
        $setState(link, linkEntityState, { key: 'x', entity: { type: 'LINK', mutability: 'MUTABLE', data: { url, newTab: false, design: 1 } } });
        paragraph.append(link, $createTextNode(' '));
      }
      const atomic = (entity: unknown) => $createAtomicNode({
        block: { key: '', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 'e' }], data: {} },
        entities: { e: entity as RichTextEntity },
      });
      $getRoot().clear().append(
        paragraph,
        ...HOSTILE_URLS.map((url) => atomic({ type: 'IMAGE', mutability: 'IMMUTABLE', data: { source: { url }, alt: '"><script>alert(1)</script>', align: 'center', url, srcSet: [{ url, width: 400 }] } })),
        ...HOSTILE_URLS.map((url) => atomic({ type: 'VIDEO', mutability: 'IMMUTABLE', data: { url, align: 'center' } })),
        atomic({ type: 'TABLE', mutability: 'IMMUTABLE', data: { align: 'center', headerStyle: 'top', rows: 1, columns: 2, cells: { '0-0': { content: '<img src=x onerror=alert(1)>', backgroundColor: 'red;background:url(javascript:alert(1))' }, '0-1': { content: '</td><script>alert(1)</script>' } } } }),
      );
    }, { discrete: true });
    const doc = editorStateToDocument(editor.getEditorState());
    expectHarmless(doc);
    // What is still linked is only text that never was a scheme, now an ordinary web address.
    for (const [, href] of renderRichTextToHtml(doc).matchAll(/<a href="([^"]*)"/g)) expect(href).toMatch(/^http:\/\/jav&amp;#x09;ascript/);
    expect(doc.blocks[0]?.entityRanges.length).toBeLessThanOrEqual(1);
    expect(renderRichTextToHtml(doc)).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('never saves or renders anything hostile from pasted HTML', () => {
    const html = HOSTILE_URLS.map((url) => `<a href="${url}">a</a><img src="${url}"><iframe src="${url}"></iframe>`).join('')
      + '<p onmouseover="alert(1)" style="background:url(javascript:alert(1));color:expression(alert(1))">x</p><svg><script>alert(1)</script></svg>'
      + '<table><tr><td style="background-color:#f44336" onclick="alert(1)"><script>alert(1)</script>sel</td></tr></table>';
    const pasted = htmlToDocument(html);
    const editor = newEditor();
    editor.update(documentToEditorState(pasted), { discrete: true });
    expectHarmless(editorStateToDocument(editor.getEditorState()));
  });

  it('saves only harmless documents, whatever document it was given', () => {
    fc.assert(fc.property(rawDocument, (raw) => {
      const editor = newEditor();
      editor.update(documentToEditorState(raw as unknown as RichTextDocument), { discrete: true });
      expectHarmless(editorStateToDocument(editor.getEditorState()));
    }), { numRuns: 200 });
  });
});
