import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';

/**
 * Uploaded SVG is kept as a vector, so it must carry nothing that runs or reaches out: no
 * script, no event handlers, no foreignObject (HTML inside a picture), no animation that could
 * rewrite a link, and no reference outside the file (links, images, CSS `url()` and `@import`
 * that are not `#fragments` or embedded raster pictures). It is also served with a CSP that
 * forbids script, in case a browser finds something this missed.
 */
const FORBIDDEN_TAGS = ['script', 'foreignObject', 'iframe', 'embed', 'object', 'animate', 'set', 'animateMotion', 'animateTransform', 'animateColor', 'handler', 'listener'];
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** `url(…)` pointing anywhere but a fragment of this file, or any `@import`. */
const EXTERNAL_CSS = /@import|url\(\s*(?!['"]?\s*#)/i;

let purifier: DOMPurify | null = null;
let window: JSDOM['window'] | null = null;

/**
 * The DOM is loaded on the first SVG upload, not at start: jsdom alone holds about 100 MB, which
 * a server that never receives an SVG should not carry.
 */
async function instance(): Promise<{ purify: DOMPurify; win: JSDOM['window'] }> {
  if (!purifier || !window) {
    const { JSDOM: Dom } = await import('jsdom');
    window = new Dom('').window;
    purifier = createDOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if (name === 'href' || name === 'xlink:href' || name.endsWith(':href')) {
        if (!value.startsWith('#') && !EMBEDDED_PICTURE.test(value)) data.keepAttr = false;
      } else if (EXTERNAL_CSS.test(value)) {
        data.keepAttr = false;
      }
    });
    purifier.addHook('afterSanitizeElements', (node) => {
      if (node.nodeName.toLowerCase() === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) node.textContent = '';
    });
  }
  return { purify: purifier, win: window };
}

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  ADD_URI_SAFE_ATTR: [],
  RETURN_DOM_FRAGMENT: true,
};

/** Whether the bytes look like an SVG document (XML text whose root is `<svg`), before any parser sees them. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[\s\S]*?>\s*)*<svg[\s>]/i.test(head);
}

/**
 * The SVG with everything active or external removed, as a standalone XML document; null when
 * nothing of an SVG is left. The prolog (XML declaration, DOCTYPE with its entities) is dropped
 * first, so no entity is ever expanded.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const withoutProlog = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '');
  const { purify, win } = await instance();
  const fragment = purify.sanitize(withoutProlog, CONFIG) as unknown as DocumentFragment;
  const root = [...fragment.childNodes].find((node) => node.nodeName.toLowerCase() === 'svg') as Element | undefined;
  if (!root) return null;
  if (!root.getAttribute('xmlns')) root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new win.XMLSerializer().serializeToString(root);
}
