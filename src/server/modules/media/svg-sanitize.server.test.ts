import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitizeSvg } from './svg-sanitize.server';

const wrap = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attributes}>${inner}</svg>`;

/** Ways to run script or reach outside the file from an SVG, each with what must not survive. */
const ATTACKS: Array<[string, RegExp]> = [
  [wrap('<script>alert(1)</script>'), /script|alert/i],
  [wrap('<rect width="1" height="1"/>', ' onload="alert(1)"'), /onload|alert/i],
  [wrap('<rect width="1" height="1" onmouseover="alert(1)"/>'), /onmouseover|alert/i],
  [wrap('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript/i],
  [wrap('<a xlink:href="data:text/html,<script>alert(1)</script>"><text>x</text></a>'), /data:text|script/i],
  [wrap('<foreignObject><iframe src="https://evil.example"/></foreignObject>'), /foreignObject|iframe|evil/i],
  [wrap('<image href="https://evil.example/pixel.png" width="1" height="1"/>'), /evil/i],
  [wrap('<use xlink:href="https://evil.example/sprite.svg#a"/>'), /evil/i],
  [wrap('<style>@import url("https://evil.example/a.css");</style>'), /evil|@import/i],
  [wrap('<rect width="1" height="1" style="fill: url(https://evil.example/x.svg#p)"/>'), /evil/i],
  [wrap('<rect width="1" height="1" fill="url(https://evil.example/x.svg#p)"/>'), /evil/i],
  [wrap('<set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/>'), /javascript|<set|<animate/i],
  [`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wrap('<text>&xxe;</text>')}`, /ENTITY|passwd|root:/i],
];

describe('sanitizeSvg', () => {
  it.each(ATTACKS)('cleans %s', async (svg, forbidden) => {
    const clean = await sanitizeSvg(svg);
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(forbidden);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('keeps drawing, styles, fragment links and embedded pictures', async () => {
    const svg = wrap('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><style>.a{fill:url(#g)}</style><rect class="a" width="5" height="5" fill="url(#g)"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><a href="#top"><circle r="2" fill="#123456"/></a>');
    const clean = (await sanitizeSvg(svg))!;
    for (const kept of ['linearGradient', '.a{fill:url(#g)}', 'fill="url(#g)"', 'data:image/png;base64,iVBORw0KGgo=', 'href="#top"', 'fill="#123456"']) expect(clean).toContain(kept);
  });

  it('answers null when no SVG is left', async () => {
    expect(await sanitizeSvg('<script>alert(1)</script>')).toBeNull();
    expect(await sanitizeSvg('just text')).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it('knows an SVG by its text, with or without a prolog', () => {
    expect(looksLikeSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
