/** Colour arithmetic, seeded randomness and reusable SVG paint (gradients, batik and woven patterns) for the generated pictures. */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `amount` 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * amount, x[1] + (y[1] - x[1]) * amount, x[2] + (y[2] - x[2]) * amount]);
}

/** Positive lightens towards white, negative darkens towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/** Relative luminance 0..1 (sRGB approximation is enough for picking contrasts). */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function saturation(color: string): number {
  const [r, g, b] = parseHex(color);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

function fnv1a(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** mulberry32: tiny, fast and identical on every platform, which keeps pictures byte-for-byte reproducible. */
export function createRng(seed: string): () => number {
  let state = fnv1a(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Rounds coordinates so the SVG stays short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type PatternKind = 'parang' | 'kawung' | 'ceplok' | 'mega' | 'truntum' | 'floral' | 'ikat' | 'lurik' | 'woven' | 'dots';
export const BATIK_PATTERNS: readonly PatternKind[] = ['parang', 'kawung', 'ceplok', 'mega', 'truntum', 'floral'];
export const CLOTH_PATTERNS: readonly PatternKind[] = [...BATIK_PATTERNS, 'ikat'];

/** An SVG affine matrix `[a, b, c, d, e, f]`. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, k: Matrix): Matrix {
  return [
    m[0] * k[0] + m[2] * k[1],
    m[1] * k[0] + m[3] * k[1],
    m[0] * k[2] + m[2] * k[3],
    m[1] * k[2] + m[3] * k[3],
    m[0] * k[4] + m[2] * k[5] + m[4],
    m[1] * k[4] + m[3] * k[5] + m[5],
  ];
}

export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det, (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}

export function translate(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

export function scale(x: number, y = x): Matrix {
  return [x, 0, 0, y, 0, 0];
}

export function rotate(degrees: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
}

export function compose(...matrices: Matrix[]): Matrix {
  return matrices.reduce(multiply, IDENTITY);
}

/** Full precision: pattern matrices must cancel exactly, see `Paint.pattern`. */
export function matrixAttribute(m: Matrix): string {
  return `matrix(${m.map((v) => String(Math.abs(v) < 1e-12 ? 0 : v)).join(' ')})`;
}

/**
 * librsvg truncates the tile's device size to whole pixels; floating-point error in the matrix round trip can leave
 * it a hair under, which truncates to one pixel less and forces resampling. Aiming a hair over keeps it exact.
 */
const TILE_BIAS = 1e-3;

/** Collects `<defs>` for one picture and hands out unique ids. */
export class Paint {
  private readonly defs: string[] = [];
  private counter = 0;

  /** Maps the object's drawing space to output pixels; the scene sets it before the object is drawn. */
  constructor(public objectToDevice: Matrix = IDENTITY) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(def: string): void {
    this.defs.push(def);
  }

  defsSvg(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }

  /** Linear gradient through evenly spaced stops; the angle runs from (x1,y1) to (x2,y2) in the bounding box. */
  linear(stops: Array<[string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    const last = Math.max(1, stops.length - 1);
    const body = stops
      .map(([color, opacity], i) => `<stop offset="${n(i / last)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`)
      .join('');
    this.add(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Side-lit cylinder shading for bottles, cups and pots. */
  cylinder(color: string): string {
    return this.linear([[shade(color, -0.28)], [shade(color, 0.1)], [shade(color, 0.22)], [color], [shade(color, -0.35)]], 0, 0, 1, 0);
  }

  /** Translucent light-to-shadow overlay laid over patterned shapes so they read as three-dimensional. */
  volume(horizontal = true): string {
    return this.linear([['#ffffff', 0.18], ['#ffffff', 0], ['#000000', 0], ['#000000', 0.22]], 0, 0, horizontal ? 1 : 0, horizontal ? 0 : 1);
  }

  /** Soft floor shadow; radial gradients are slow to rasterise, so only small ellipses use them. */
  shadow(): string {
    const id = this.id('s');
    this.add(`<radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }

  glow(color: string): string {
    const id = this.id('g');
    this.add(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
    return `url(#${id})`;
  }

  /**
   * A repeating textile motif in two colours. librsvg only fills patterns quickly when a tile lands on whole,
   * axis-aligned device pixels; anything else (rotation, fractional scale or offset) is resampled per pixel and
   * costs ~100 ms. So the pattern space is pinned to device pixels by undoing the user-to-device transform,
   * which also means patterns stay upright while the object tilts by a few degrees, as printed cloth would on camera.
   */
  pattern(kind: PatternKind, ground: string, ink: string, scale = 1, local: Matrix = IDENTITY, space: Matrix = this.objectToDevice): string {
    const id = this.id('p');
    const [w, h, body] = patternTile(kind, ground, ink);
    const toDevice = multiply(space, local);
    const unit = Math.sqrt(Math.abs(toDevice[0] * toDevice[3] - toDevice[1] * toDevice[2]));
    const tileX = Math.max(4, Math.round(w * unit * scale));
    const tileY = Math.max(4, Math.round(h * unit * scale));
    const transform = multiply(invert(toDevice), [(tileX + TILE_BIAS) / w, 0, 0, (tileY + TILE_BIAS) / h, 0, 0]);
    this.add(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="${matrixAttribute(transform)}"><rect width="${w}" height="${h}" fill="${ground}"/>${body}</pattern>`);
    return `url(#${id})`;
  }
}

function patternTile(kind: PatternKind, ground: string, ink: string): [number, number, string] {
  const soft = mix(ground, ink, 0.45);
  const deep = shade(ground, -0.35);
  switch (kind) {
    case 'parang':
      // Diagonal rows of the knife-edge wave, drawn level and turned 45° so the tile edges meet.
      return [48, 48, `<g transform="rotate(45 24 24)"><path d="M-30 24 Q-18 4 -6 24 T18 24 T42 24 T66 24" fill="none" stroke="${ink}" stroke-width="9"/><path d="M-30 24 Q-18 4 -6 24 T18 24 T42 24 T66 24" fill="none" stroke="${deep}" stroke-width="2"/><circle cx="6" cy="42" r="4" fill="${soft}"/><circle cx="30" cy="42" r="4" fill="${soft}"/><circle cx="-18" cy="42" r="4" fill="${soft}"/><circle cx="54" cy="42" r="4" fill="${soft}"/></g>`];
    case 'kawung': {
      const petal = (cx: number, cy: number, rot: number): string => `<ellipse cx="${cx}" cy="${cy}" rx="8" ry="14" transform="rotate(${rot} ${cx} ${cy})" fill="${ink}" stroke="${deep}" stroke-width="2"/>`;
      return [64, 64, `${petal(32, 16, 0)}${petal(32, 48, 0)}${petal(16, 32, 90)}${petal(48, 32, 90)}<circle cx="32" cy="32" r="3" fill="${deep}"/><circle cx="0" cy="0" r="5" fill="${soft}"/><circle cx="64" cy="0" r="5" fill="${soft}"/><circle cx="0" cy="64" r="5" fill="${soft}"/><circle cx="64" cy="64" r="5" fill="${soft}"/>`];
    }
    case 'ceplok':
      return [60, 60, `<circle cx="30" cy="30" r="17" fill="${ink}"/><path d="M30 15 L34 26 L45 30 L34 34 L30 45 L26 34 L15 30 L26 26 Z" fill="${ground}"/><circle cx="30" cy="30" r="4" fill="${deep}"/><rect x="-5" y="-5" width="10" height="10" transform="rotate(45 0 0)" fill="${soft}"/><rect x="55" y="-5" width="10" height="10" transform="rotate(45 60 0)" fill="${soft}"/><rect x="-5" y="55" width="10" height="10" transform="rotate(45 0 60)" fill="${soft}"/><rect x="55" y="55" width="10" height="10" transform="rotate(45 60 60)" fill="${soft}"/>`];
    case 'mega': {
      const cloud = (s: number, fill: string): string =>
        `<path transform="translate(60 44) scale(${s}) translate(-60 -44)" d="M14 60 Q6 44 22 38 Q22 20 42 24 Q52 8 70 18 Q90 10 96 30 Q114 32 108 52 Q116 62 104 66 L20 66 Q10 66 14 60 Z" fill="${fill}"/>`;
      return [120, 80, `${cloud(1, shade(ink, -0.2))}${cloud(0.78, ink)}${cloud(0.56, mix(ink, '#ffffff', 0.35))}${cloud(0.34, mix(ink, '#ffffff', 0.65))}`];
    }
    case 'truntum': {
      const star = (cx: number, cy: number, r: number): string =>
        `<path d="M${cx} ${cy - r} L${cx + r * 0.3} ${cy - r * 0.3} L${cx + r} ${cy} L${cx + r * 0.3} ${cy + r * 0.3} L${cx} ${cy + r} L${cx - r * 0.3} ${cy + r * 0.3} L${cx - r} ${cy} L${cx - r * 0.3} ${cy - r * 0.3} Z" fill="${ink}"/>`;
      return [50, 50, `${star(12, 12, 9)}${star(37, 37, 9)}<circle cx="37" cy="12" r="2.5" fill="${soft}"/><circle cx="12" cy="37" r="2.5" fill="${soft}"/>`];
    }
    case 'floral': {
      const petals = [0, 72, 144, 216, 288].map((a) => `<ellipse cx="40" cy="27" rx="7" ry="12" transform="rotate(${a} 40 40)" fill="${ink}"/>`).join('');
      return [80, 80, `${petals}<circle cx="40" cy="40" r="6" fill="${deep}"/><path d="M0 80 Q12 62 26 70 Q14 80 0 80 Z M80 0 Q68 18 54 10 Q66 0 80 0 Z" fill="${soft}"/><circle cx="5" cy="5" r="4" fill="${soft}"/><circle cx="75" cy="75" r="4" fill="${soft}"/>`];
    }
    case 'ikat':
      return [60, 72, `<path d="M30 2 L36 12 L32 14 L44 26 L40 28 L56 36 L40 44 L44 46 L32 58 L36 60 L30 70 L24 60 L28 58 L16 46 L20 44 L4 36 L20 28 L16 26 L28 14 L24 12 Z" fill="${ink}"/><path d="M30 20 L44 36 L30 52 L16 36 Z" fill="${ground}"/><path d="M30 28 L37 36 L30 44 L23 36 Z" fill="${deep}"/><path d="M0 0 L6 8 L0 16 Z M60 0 L54 8 L60 16 Z M0 56 L6 64 L0 72 Z M60 56 L54 64 L60 72 Z" fill="${soft}"/>`];
    case 'lurik':
      return [44, 10, `<rect x="0" width="6" height="10" fill="${ink}"/><rect x="9" width="2" height="10" fill="${ink}"/><rect x="14" width="2" height="10" fill="${deep}"/><rect x="24" width="10" height="10" fill="${soft}"/><rect x="37" width="3" height="10" fill="${ink}"/>`];
    case 'woven': {
      const light = shade(ground, 0.16);
      const dark = shade(ground, -0.14);
      const edge = shade(ground, -0.38);
      return [40, 40, `<rect width="40" height="40" fill="${edge}"/><rect x="1" y="2" width="18" height="7" rx="3" fill="${light}"/><rect x="1" y="11" width="18" height="7" rx="3" fill="${ground}"/><rect x="22" y="1" width="7" height="18" rx="3" fill="${dark}"/><rect x="31" y="1" width="7" height="18" rx="3" fill="${ground}"/><rect x="21" y="22" width="18" height="7" rx="3" fill="${light}"/><rect x="21" y="31" width="18" height="7" rx="3" fill="${ground}"/><rect x="2" y="21" width="7" height="18" rx="3" fill="${dark}"/><rect x="11" y="21" width="7" height="18" rx="3" fill="${ground}"/>`];
    }
    case 'dots':
      return [36, 36, `<circle cx="9" cy="9" r="5" fill="${ink}"/><circle cx="27" cy="27" r="5" fill="${ink}"/><circle cx="27" cy="9" r="2" fill="${soft}"/><circle cx="9" cy="27" r="2" fill="${soft}"/>`];
  }
}
