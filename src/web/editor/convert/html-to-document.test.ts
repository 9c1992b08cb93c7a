import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRichTextToHtml } from '../../../domain/rich-text';
import { htmlToDocument } from './html-to-document';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const summary = (html: string) => htmlToDocument(html).blocks.map((b) => [b.type, b.depth, b.text]);

/** What Word puts on the clipboard, trimmed to the parts that matter. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head>
<body lang=EN-ID style='tab-interval:36.0pt'><!--StartFragment-->
<h1><span lang=IN>Cara Menyeduh Kopi Gayo</span></h1>
<p class=MsoNormal><b><span lang=IN>Biji segar</span></b><span lang=IN> dan air <i>92°C</i>. Lihat <a href="https://toko.id/kopi">toko kami</a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]><span lang=IN>Giling kasar<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New";mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span lang=IN>Seperti garam laut<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span><![endif]>Tuang air</p>
<table class=MsoTableGrid border=1><tr><td><p class=MsoNormal><b>Ukuran</b></p></td><td><p class=MsoNormal>Harga</p></td></tr>
<tr><td><p class=MsoNormal>250 g</p></td><td><p class=MsoNormal>Rp 85.000</p></td></tr></table>
<p class=MsoNormal style='color:#C00000'><span style='mso-bidi-font-family:Calibri'>Warna Word tidak ada di palet<o:p></o:p></span></p>
<!--EndFragment--></body></html>`;

/** What Google Docs puts on the clipboard: everything inside one `<b style="font-weight:normal">`. */
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1e2a7b-7fff-1c2d-9a3e-0b1c2d3e4f50">
<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Ongkos kirim</span></h2>
<p dir="ltr" style="line-height:1.38;text-align:center;"><span style="font-size:11pt;font-weight:700;">Gratis</span><span style="font-size:11pt;font-weight:400;"> untuk </span><span style="font-size:11pt;font-style:italic;">Jabodetabek</span><span style="font-size:11pt;text-decoration:underline;"> hari ini</span></p>
<ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span>Jawa</span></p></li>
<ul style="margin-top:0;"><li dir="ltr" style="list-style-type:circle;" aria-level="2"><p dir="ltr" role="presentation"><span>Bandung</span></p></li></ul></ul>
<div dir="ltr" align="left"><table style="border:none;border-collapse:collapse;"><tbody><tr><td><p dir="ltr"><span>Kota</span></p></td><td><p dir="ltr"><span>Hari</span></p></td></tr><tr><td><p dir="ltr"><span>Medan</span></p></td><td><p dir="ltr"><span>3</span></p></td></tr></tbody></table></div>
<p dir="ltr"><a href="https://www.toko.id/ongkir" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline;">Tabel lengkap</span></a></p></b>`;

describe('pasting from Word', () => {
  it('keeps the heading, bold and italic text, the link, nested and numbered lists and the table', () => {
    const doc = htmlToDocument(WORD);
    expect(summary(WORD)).toEqual([
      ['header-one', 0, 'Cara Menyeduh Kopi Gayo'],
      ['unstyled', 0, 'Biji segar dan air 92°C. Lihat toko kami.'],
      ['unordered-list-item', 0, 'Giling kasar'],
      ['unordered-list-item', 1, 'Seperti garam laut'],
      ['ordered-list-item', 0, 'Tuang air'],
      ['atomic', 0, ' '],
      ['unstyled', 0, 'Warna Word tidak ada di palet'],
    ]);
    const paragraph = doc.blocks[1];
    expect(paragraph?.inlineStyleRanges).toEqual([{ offset: 0, length: 10, style: 'BOLD' }, { offset: 19, length: 4, style: 'ITALIC' }]);
    const link = doc.entityMap[paragraph?.entityRanges[0]?.key ?? ''];
    expect(link).toEqual({ type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://toko.id/kopi', newTab: false, design: 0 } });
    const table = doc.entityMap[doc.blocks[5]?.entityRanges[0]?.key ?? ''];
    expect(table?.type === 'TABLE' && table.data).toMatchObject({ rows: 2, columns: 2, cells: { '0-0': { content: 'Ukuran' }, '1-1': { content: 'Rp 85.000' } } });
    // Word's dark red is not a palette colour: the text stays, the colour does not.
    expect(doc.blocks[6]?.inlineStyleRanges).toEqual([]);
  });
});

describe('pasting from Google Docs', () => {
  it('does not make everything bold, and keeps styles, alignment, nested lists, table and link', () => {
    const doc = htmlToDocument(GOOGLE_DOCS);
    expect(summary(GOOGLE_DOCS)).toEqual([
      ['header-two', 0, 'Ongkos kirim'],
      ['unstyled', 0, 'Gratis untuk Jabodetabek hari ini'],
      ['unordered-list-item', 0, 'Jawa'],
      ['unordered-list-item', 1, 'Bandung'],
      ['atomic', 0, ' '],
      ['unstyled', 0, 'Tabel lengkap'],
    ]);
    expect(doc.blocks[1]?.data).toEqual({ align: 'center' });
    expect(doc.blocks[1]?.inlineStyleRanges).toEqual([
      { offset: 0, length: 6, style: 'BOLD' }, { offset: 13, length: 11, style: 'ITALIC' }, { offset: 24, length: 9, style: 'UNDERLINE' },
    ]);
    expect(doc.blocks[0]?.inlineStyleRanges).toEqual([{ offset: 0, length: 12, style: 'text.black' }]);
    expect(renderRichTextToHtml(doc)).toContain('<a href="https://www.toko.id/ongkir"><u>Tabel lengkap</u></a>');
  });
});

describe('pasting from a web page', () => {
  it('drops scripts, event handlers, unknown styles and script addresses but keeps the text', () => {
    const doc = htmlToDocument(`<div><script>alert(1)</script><style>p{color:red}</style>
      <p onclick="alert(1)" style="position:fixed;color:#f44336">Promo <a href="javascript:alert(1)">klik</a> <a href=" JaVaScRiPt:alert(2)">lagi</a></p>
      <img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x"><img src="/media/kopi.jpg" onerror="alert(1)">
      <iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><hr>
      <pre>let  a = 1;\n  b</pre><blockquote>Kata pelanggan</blockquote></div>`);
    expect(doc.blocks.map((b) => [b.type, b.text])).toEqual([
      ['unstyled', 'Promo klik lagi'], ['atomic', ' '], ['atomic', ' '], ['atomic', ' '], ['code-block', 'let  a = 1;\n  b'], ['blockquote', 'Kata pelanggan'],
    ]);
    expect(doc.blocks[0]?.entityRanges).toEqual([]);
    expect(doc.blocks[0]?.inlineStyleRanges).toEqual([{ offset: 0, length: 15, style: 'text.red' }]);
    expect(Object.values(doc.entityMap).map((e) => e.type)).toEqual(['IMAGE', 'VIDEO', 'SEPARATOR']);
    const html = renderRichTextToHtml(doc);
    expect(html).not.toMatch(/onclick|onerror|onload|javascript:|data:|<script|evil\.example/i);
  });

  it('keeps pictures with a web address or a path on this shop, and leaves out those whose address meant something only where they were copied from', () => {
    const doc = htmlToDocument('<img src="https://cdn.example/a.png" alt="a"><img src="//cdn.example/b.png" alt="b"><img src="/media/c.jpg" alt="c"><img src="x" alt="d"><img src="../e.png" alt="e"><img src="ftp://f.example/f.png" alt="f">');
    const sources = Object.values(doc.entityMap).map((e) => (e.type === 'IMAGE' ? e.data.source.url : ''));
    expect(sources).toEqual(['https://cdn.example/a.png', 'https://cdn.example/b.png', '/media/c.jpg']);
  });
});
