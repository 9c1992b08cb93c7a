import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, parseRichTextDocument } from './document';
import type { RichTextDocument } from './document';
import { renderRichTextToHtml } from './render-html';
import { auditHtml } from './html-audit.test-helper';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

type RawBlock = Record<string, unknown>;
const render = (blocks: RawBlock[], entityMap: Record<string, unknown> = {}, options = {}) =>
  renderRichTextToHtml(parseRichTextDocument({ blocks, entityMap }), options);
const atomic = (key: string): RawBlock => ({ text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key }] });

describe('renderRichTextToHtml: blocks', () => {
  it('renders paragraphs, headings, quotes and drop text with alignment', () => {
    expect(render([
      { text: 'Halo' },
      { text: 'Judul', type: 'header-one' },
      { text: 'Sub', type: 'header-six', data: { align: 'center' } },
      { text: 'Kata', type: 'blockquote', data: { align: 'justify' } },
      { text: 'Dahulu', type: 'drop-text' },
      { text: '' },
    ])).toBe(
      '<p>Halo</p><h1>Judul</h1><h6 style="text-align:center">Sub</h6>'
      + '<blockquote style="text-align:justify">Kata</blockquote><p class="rt-drop-text">Dahulu</p><p><br></p>',
    );
  });

  it('turns soft newlines into line breaks except in code', () => {
    expect(render([{ text: 'a\nb' }])).toBe('<p>a<br>b</p>');
    expect(render([{ text: 'a\nb', type: 'code-block' }, { text: 'c', type: 'code-block' }, { text: 'd' }]))
      .toBe('<pre class="rt-code"><code>a\nb\nc</code></pre><p>d</p>');
  });

  it('nests lists by depth and switches list type', () => {
    expect(render([
      { text: 'a', type: 'unordered-list-item' },
      { text: 'b', type: 'unordered-list-item', depth: 1 },
      { text: 'c', type: 'ordered-list-item', depth: 1 },
      { text: 'd', type: 'unordered-list-item' },
      { text: 'e', type: 'ordered-list-item' },
      { text: 'after' },
    ])).toBe('<ul><li>a<ul><li>b</li></ul><ol><li>c</li></ol></li><li>d</li></ul><ol><li>e</li></ol><p>after</p>');
  });

  it('nests down to depth 4 and clamps jumps to one level at a time', () => {
    const deep = [0, 1, 2, 3, 4].map((depth) => ({ text: String(depth), type: 'ordered-list-item', depth }));
    expect(render(deep)).toBe('<ol><li>0<ol><li>1<ol><li>2<ol><li>3<ol><li>4</li></ol></li></ol></li></ol></li></ol></li></ol>');
    expect(render([{ text: 'x', type: 'unordered-list-item', depth: 3 }])).toBe('<ul><li>x</li></ul>');
  });

  it('renders inline styles as tags and palette CSS', () => {
    expect(render([{
      text: 'Kopi enak',
      inlineStyleRanges: [
        { offset: 0, length: 4, style: 'BOLD' },
        { offset: 0, length: 9, style: 'text.red' },
        { offset: 5, length: 4, style: 'fontWeight.thin' },
      ],
    }])).toBe(
      '<p><strong><span style="color:#f44336">Kopi</span></strong>'
      + '<span style="color:#f44336"> </span><span style="color:#f44336;font-weight:300">enak</span></p>',
    );
  });

  it('counts offsets in code points so emoji stay whole', () => {
    expect(render([{ text: '🎉ok', inlineStyleRanges: [{ offset: 1, length: 2, style: 'ITALIC' }] }])).toBe('<p>🎉<em>ok</em></p>');
  });
});

describe('renderRichTextToHtml: links', () => {
  const link = (data: Record<string, unknown>) => render(
    [{ text: 'beli sekarang', entityRanges: [{ offset: 5, length: 8, key: 'l' }] }],
    { l: { type: 'LINK', data } },
  );

  it('normalises the address and opens a new tab safely', () => {
    expect(link({ url: 'toko.id/promo', newTab: true }))
      .toBe('<p>beli <a href="http://toko.id/promo" target="_blank" rel="noopener noreferrer">sekarang</a></p>');
    expect(link({ url: '/product/kopi' })).toBe('<p>beli <a href="/product/kopi">sekarang</a></p>');
  });

  it('draws design 1 as a filled button, with inline CSS in e-mail', () => {
    expect(link({ url: 'https://toko.id', design: 1 })).toBe('<p>beli <a href="https://toko.id" class="rt-button">sekarang</a></p>');
    const email = renderRichTextToHtml(parseRichTextDocument({
      blocks: [{ text: 'x', entityRanges: [{ offset: 0, length: 1, key: 'l' }] }],
      entityMap: { l: { type: 'LINK', data: { url: 'https://toko.id', design: 1 } } },
    }), { mode: 'email' });
    expect(email).toMatch(/class="rt-button" style="display:inline-block;[^"]*background-color:#2196f3/);
  });
});

describe('renderRichTextToHtml: atomic blocks', () => {
  it('renders an image with defaults, size, placeholder colour and lazy loading', () => {
    const html = render([atomic('i')], { i: { type: 'IMAGE', data: { source: '/media/a~a0b1c2_800x600_0' } } });
    expect(html).toBe(
      '<figure class="rt-image" style="margin:1em 0;text-align:center"><img src="/media/a~a0b1c2_800x600_0" alt="-" loading="lazy"'
      + ' decoding="async" width="800" height="600" style="max-width:100%;height:auto;background-color:#a0b1c2"></figure>',
    );
  });

  it('adds a srcset from offered widths when the host can build them, and links the image', () => {
    const html = render(
      [atomic('i')],
      { i: { type: 'IMAGE', data: { source: '/media/a~a0b1c2_450x300_1', alt: 'Tas', align: 'right', url: 'https://toko.id/tas' } } },
      { imageUrlForWidth: (source: { url: string }, w: number) => `${source.url.split('~')[0]}/${w}.webp` },
    );
    expect(html).toContain('src="/media/a/400.webp"');
    expect(html).toContain('srcset="/media/a/24.webp 24w, /media/a/32.webp 32w, /media/a/40.webp 40w, /media/a/60.webp 60w, /media/a/100.webp 100w, /media/a/200.webp 200w, /media/a/300.webp 300w, /media/a/400.webp 400w"');
    expect(html).toContain('style="float:right;max-width:61.8%;margin:0 0 1em 1em"');
    expect(html).toMatch(/^<figure[^>]*><a href="https:\/\/toko.id\/tas"><img /);
  });

  it('uses a given responsive source set, skipping sources over 3000 px', () => {
    const html = render([atomic('i')], {
      i: { type: 'IMAGE', data: { source: '/x.jpg', srcSet: [{ url: '/x-600.jpg', width: 600 }, { url: '/x-4000.jpg', width: 4000 }] } },
    });
    expect(html).toContain('srcset="/x-600.jpg 600w"');
  });

  const VIDEO_FRAME = '<div style="position:relative;padding-bottom:58%;height:0;overflow:hidden">'
    + '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" loading="lazy"'
    + ' allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"'
    + ' referrerpolicy="strict-origin-when-cross-origin" allowfullscreen'
    + ' style="position:absolute;top:0;left:0;width:100%;height:100%;border:0"></iframe></div></div>';
  const video = (data: Record<string, unknown>) => render([atomic('v')], { v: { type: 'VIDEO', data: { url: 'https://youtu.be/dQw4w9WgXcQ', ...data } } });

  it('embeds a video at most 480 px wide with 58% aspect padding', () => {
    expect(video({})).toBe(`<div class="rt-video" style="max-width:480px;margin:1em auto">${VIDEO_FRAME}`);
  });

  it('places a left or right aligned video against its side', () => {
    expect(video({ align: 'left' })).toBe(`<div class="rt-video" style="max-width:480px;margin:1em auto 1em 0">${VIDEO_FRAME}`);
    expect(video({ align: 'right' })).toBe(`<div class="rt-video" style="max-width:480px;margin:1em 0 1em auto">${VIDEO_FRAME}`);
  });

  it('links a video instead of embedding it in e-mail', () => {
    const doc = parseRichTextDocument({ blocks: [atomic('v')], entityMap: { v: { type: 'VIDEO', data: { url: 'https://youtu.be/dQw4w9WgXcQ' } } } });
    expect(renderRichTextToHtml(doc, { mode: 'email' }))
      .toBe('<p class="rt-video"><a href="https://youtu.be/dQw4w9WgXcQ">▶ https://youtu.be/dQw4w9WgXcQ</a></p>');
  });

  const CELL = 'border:1px solid #e0e0e0;padding:4px 8px';
  const table = (data: Record<string, unknown>) => render([atomic('t')], { t: { type: 'TABLE', data } });

  it('renders a table with header cells, a 30 px header row and palette backgrounds', () => {
    const html = table({
      rows: 2, columns: 2, headerStyle: 'top-left', align: 'left', tableWidth: 50,
      cells: { '0-0': { content: 'Ukuran' }, '0-1': { content: 'Harga' }, '1-0': { content: 'M' }, '1-1': { content: 'a\r\nb', backgroundColor: 'yellow' } },
    });
    expect(html).toBe(
      '<div style="overflow-x:auto"><table class="rt-table" style="border-collapse:collapse;margin:1em auto 1em 0;width:50%">'
      + `<thead><tr style="height:30px"><th scope="col" style="${CELL};font-weight:700">Ukuran</th><th scope="col" style="${CELL};font-weight:700">Harga</th></tr></thead>`
      + `<tbody><tr><th scope="row" style="${CELL};font-weight:700">M</th><td style="${CELL};background-color:#ffeb3b">a<br>b</td></tr></tbody>`
      + '</table></div>',
    );
  });

  it('renders a plain table with data cells only, centred, without a width', () => {
    expect(table({ rows: 2, columns: 1, cells: { '0-0': { content: '<b>' }, '1-0': 'not a cell' } })).toBe(
      '<div style="overflow-x:auto"><table class="rt-table" style="border-collapse:collapse;margin:1em auto">'
      + `<tbody><tr><td style="${CELL}">&lt;b&gt;</td></tr><tr><td style="${CELL}"></td></tr></tbody></table></div>`,
    );
  });

  it('heads a table by its first column only, or by its top row only', () => {
    expect(table({ rows: 1, columns: 2, headerStyle: 'left', align: 'right' })).toBe(
      '<div style="overflow-x:auto"><table class="rt-table" style="border-collapse:collapse;margin:1em 0 1em auto">'
      + `<tbody><tr><th scope="row" style="${CELL};font-weight:700"></th><td style="${CELL}"></td></tr></tbody></table></div>`,
    );
    expect(table({ rows: 1, columns: 1, headerStyle: 'top', align: 'justify', tableWidth: 40 })).toBe(
      '<div style="overflow-x:auto"><table class="rt-table" style="border-collapse:collapse;margin:1em auto;width:100%">'
      + `<thead><tr style="height:30px"><th scope="col" style="${CELL};font-weight:700"></th></tr></thead></table></div>`,
    );
  });

  it('renders nothing for a hand-built table without rows or columns, and caps its size and width', () => {
    const unparsed = (data: Record<string, unknown>) =>
      renderRichTextToHtml({ blocks: [atomic('t')], entityMap: { t: { type: 'TABLE', data } } } as unknown as RichTextDocument);
    for (const size of [{ rows: 0, columns: 3 }, { rows: 3, columns: 0 }, { rows: 2.5, columns: 2 }, { rows: '2', columns: 2 }, { rows: -1, columns: 2 }]) {
      expect(unparsed(size), JSON.stringify(size)).toBe('');
    }
    const huge = unparsed({ rows: 10_000, columns: 10_000, tableWidth: 250 });
    expect(huge.match(/<tr>/g)).toHaveLength(MAX_TABLE_ROWS);
    expect(huge.match(/<td /g)).toHaveLength(MAX_TABLE_ROWS * MAX_TABLE_COLUMNS);
    expect(huge).toContain('style="border-collapse:collapse;margin:1em auto;width:100%"');
    expect(unparsed({ rows: 1, columns: 1, cells: { '0-0': { content: 5 } }, headerStyle: 'diagonal' }))
      .toBe(`<div style="overflow-x:auto"><table class="rt-table" style="border-collapse:collapse;margin:1em auto"><tbody><tr><td style="${CELL}"></td></tr></tbody></table></div>`);
  });

  it('renders a separator, and nothing for atomic blocks without a usable entity', () => {
    expect(render([atomic('s')], { s: { type: 'SEPARATOR' } })).toBe('<hr class="rt-separator">');
    expect(render([atomic('missing'), atomic('w')], { w: { type: 'WIDGET' } })).toBe('');
  });
});

describe('renderRichTextToHtml: hostile content comes out inert', () => {
  it('escapes script and markup in text', () => {
    const html = render([{ text: '<script>alert(1)</script><img src=x onerror=alert(1)>"\'&' }]);
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;</p>');
    expect(auditHtml(html)).toEqual([]);
  });

  it('drops javascript:, vbscript: and data: links to plain text', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>']) {
      const html = render([{ text: 'klik', entityRanges: [{ offset: 0, length: 4, key: 'l' }] }], { l: { type: 'LINK', data: { url } } });
      expect(html, url).toBe('<p>klik</p>');
    }
  });

  it('keeps alt and title text inside their attributes', () => {
    const html = render([atomic('i')], {
      i: { type: 'IMAGE', data: { source: '/a.png', alt: '" onerror="alert(1)', title: '"><script>alert(1)</script>' } },
    });
    expect(html).toContain('alt="&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script');
    expect(auditHtml(html)).toEqual([]);
  });

  it('does not show images from script or data addresses', () => {
    for (const source of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      expect(render([atomic('i')], { i: { type: 'IMAGE', data: { source } } })).toBe('');
    }
    const html = render([atomic('i')], { i: { type: 'IMAGE', data: { source: '/a.png', url: 'javascript:alert(1)' } } });
    expect(html).not.toContain('javascript');
  });

  it('ignores CSS smuggled into style and colour names', () => {
    const html = render(
      [
        { text: 'abc', inlineStyleRanges: [{ offset: 0, length: 3, style: 'text.red;background:url(javascript:alert(1))' }, { offset: 0, length: 1, style: 'background.red" onmouseover="alert(1)' }] },
        atomic('t'),
      ],
      { t: { type: 'TABLE', data: { rows: 1, columns: 1, cells: { '0-0': { content: 'x', backgroundColor: 'red;background-image:url(//evil)' } } } } },
    );
    expect(html).not.toMatch(/url\(|onmouseover|javascript/);
    expect(html.startsWith('<p>abc</p>')).toBe(true);
    expect(auditHtml(html)).toEqual([]);
  });

  it('never embeds a video address that was not rebuilt', () => {
    const html = render([atomic('v')], { v: { type: 'VIDEO', data: { url: 'https://youtu.be/dQw4w9WgXcQ"><script>alert(1)</script>' } } });
    expect(html).toBe('');
  });

  it('stays safe when handed an unparsed, hand-built document', () => {
    const raw = {
      blocks: [
        null,
        { key: 'x', text: '<b>x</b>', type: 'constructor', inlineStyleRanges: 'BOLD', entityRanges: [{ offset: 0, length: 3, key: 'l' }] },
        { text: 7, type: 'atomic', entityRanges: [{ key: 'i' }] },
        { text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 'i' }] },
      ],
      entityMap: {
        l: { type: 'LINK', data: { url: 'javascript:alert(1)' } },
        i: { type: 'IMAGE', data: { source: { url: 'javascript:alert(1)' }, alt: '"><script>' } },
      },
    } as unknown as RichTextDocument;
    const html = renderRichTextToHtml(raw);
    expect(html).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(auditHtml(renderRichTextToHtml({ blocks: 'x', entityMap: null } as unknown as RichTextDocument))).toEqual([]);
  });
});

describe('auditHtml (the check used above)', () => {
  it('flags what the renderer must never produce', () => {
    expect(auditHtml('<p onclick="x">a</p>')).not.toEqual([]);
    expect(auditHtml('<a href="java&#x9;script:x">a</a>')).toEqual([]);
    expect(auditHtml('<a href=" JavaScript:x">a</a>')).not.toEqual([]);
    expect(auditHtml('<img src="data:image/png;base64,AA">')).not.toEqual([]);
    expect(auditHtml('<script>x</script>')).not.toEqual([]);
    expect(auditHtml('<span style="background:url(x)">a</span>')).not.toEqual([]);
    expect(auditHtml('<p>a < b</p>')).not.toEqual([]);
    expect(auditHtml('<p style="color:#f44336">a &lt; b</p>')).toEqual([]);
  });
});

describe('addresses on their own hosts', () => {
  it('hand every picture source, source-set candidate and link to `address`', async () => {
    const { placeOnHost } = await import('../shop/host-pattern');
    const { shopImageData } = await import('./shop-image');
    const picture = shopImageData('/media/kopi~6d4c41_900x600_0')!;
    const doc = {
      blocks: [
        { key: 'a', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 0 }] },
        { key: 'b', text: 'Katalog', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 7, key: 1 }] },
      ],
      entityMap: {
        0: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { ...picture, alt: 'Kopi', align: 'center', url: '/product/kopi' } },
        1: { type: 'LINK', mutability: 'MUTABLE', data: { url: '/_/file/ab12.pdf' } },
      },
    };
    const hosts = { images: 'https://img.toko.example', files: 'https://files.toko.example' };
    const html = renderRichTextToHtml(doc as never, { address: (url) => placeOnHost(hosts, url) });
    expect(html).toContain('src="https://img.toko.example/media/kopi/800.webp"');
    expect(html).toContain('https://img.toko.example/media/kopi/400.webp 400w');
    expect(html).not.toMatch(/[ "]\/media\//);
    expect(html).toContain('href="https://files.toko.example/_/file/ab12.pdf"');
    expect(html).toContain('href="/product/kopi"');
    expect(renderRichTextToHtml(doc as never)).toContain('src="/media/kopi/800.webp"');
  });
});
