import type { ProductMotif, SeedCategory } from './demo-catalog.types';
import type { Drawing } from './product-image-motifs';
import { MOTIFS } from './product-image-motifs';
import type { Matrix, PatternKind } from './product-image-paint';
import { BATIK_PATTERNS, CLOTH_PATTERNS, Paint, compose, createRng, luminance, matrixAttribute, mix, n, pick, rotate, saturation, scale, shade, translate } from './product-image-paint';

export interface ProductImageInput {
  motif: ProductMotif;
  colors: [string, string];
  /** Usually the product slug; the same seed always draws the same object. */
  seed: string;
  /** Picture position (0 = main picture); changes background, angle and framing. */
  index: number;
  /** Edge length in pixels of the square picture; default 1200. */
  size?: number;
}

/** Every generated picture is a baseline JPEG without alpha. */
export const GENERATED_IMAGE_MIME_TYPE = 'image/jpeg';
export const CATEGORY_IMAGE_WIDTH = 1200;
export const CATEGORY_IMAGE_HEIGHT = 800;

const JPEG_OPTIONS = { quality: 86, chromaSubsampling: '4:2:0' } as const;

/** A square JPEG (`size` × `size`, default 1200) of the product drawn in a soft studio scene. Same input, same bytes. */
export async function renderProductImage(input: ProductImageInput): Promise<Buffer> {
  const size = Math.round(input.size ?? 1200);
  if (!Number.isFinite(size) || size < 16 || size > 4000) throw new RangeError(`picture size ${size} is out of range`);
  return rasterise(productImageSvg(input, size, size));
}

/** A 1200 × 800 JPEG banner for a category, drawn from its motif and colours. */
export async function renderCategoryImage(category: SeedCategory): Promise<Buffer> {
  return rasterise(productImageSvg({ motif: category.motif, colors: category.colors, seed: `category:${category.slug}`, index: 0 }, CATEGORY_IMAGE_WIDTH, CATEGORY_IMAGE_HEIGHT));
}

/** A 1600 × 640 JPEG for a home page banner, drawn from a motif and colours like the others. */
export async function renderBannerImage(input: Omit<ProductImageInput, 'index' | 'size'>): Promise<Buffer> {
  return rasterise(productImageSvg({ ...input, index: 0 }, BANNER_IMAGE_WIDTH, BANNER_IMAGE_HEIGHT));
}
export const BANNER_IMAGE_WIDTH = 1600;
export const BANNER_IMAGE_HEIGHT = 640;

async function rasterise(svg: string): Promise<Buffer> {
  // Loaded when the demo is drawn, not with every server that could draw it.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer();
}

/** The picture as SVG; the drawing space is 1000 units high and as wide as the aspect ratio needs. */
export function productImageSvg(input: ProductImageInput, width: number, height: number): string {
  const [main, accent] = input.colors;
  const index = Math.max(0, Math.floor(input.index));
  const rng = createRng(`${input.seed}#${index}`);
  const productRng = createRng(`${input.seed}:pattern`);
  const pattern = pick(productRng, ['fabric', 'scarf', 'pillow', 'shoe'].includes(input.motif) ? CLOTH_PATTERNS : BATIK_PATTERNS);
  const patternScale = 0.85 + productRng() * 0.45;
  const draw = (paint: Paint): Drawing => MOTIFS[input.motif]({
    paint,
    variant: createRng(`${input.seed}:variant`),
    main,
    accent,
    ink: luminance(main) < 0.1 ? shade(main, 0.3) : shade(main, -0.5),
    pattern,
    patternScale,
  });

  const viewWidth = (1000 * width) / height;
  const view = scale(height / 1000);
  // Patterns are laid out in device pixels, so the placement must be known before drawing; a close-up needs the
  // object's focus point, hence the throw-away first drawing.
  const placement = compose(translate((viewWidth - 1000) / 2, 0), frame(createRng(`${input.seed}#${index}:frame`), index, draw(new Paint()).focus));
  const paint = new Paint(compose(view, placement));
  const drawing = draw(paint);

  const backdrop = background(paint, rng, index, main, accent, viewWidth, view, pattern);
  const shadow = drawing.footprint > 0
    ? `<ellipse cx="500" cy="804" rx="${n(drawing.footprint * 1.08)}" ry="${n(drawing.footprint * 0.13)}" fill="${paint.shadow()}"/>`
    : '';
  const props = index % 4 === 3 ? decorations(rng, input.motif, viewWidth) : '';
  const scene = `<g transform="${matrixAttribute(placement)}">${shadow}${drawing.svg}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} 1000">${paint.defsSvg()}${backdrop}${scene}${props}</svg>`;
}

/** Light backdrop tinted by a different colour per picture, kept far enough from the object's colour to stand apart. */
function background(paint: Paint, rng: () => number, index: number, main: string, accent: string, width: number, view: Matrix, motif: PatternKind): string {
  const sources = [main, accent, '#d8c7ae', mix(main, accent, 0.5)];
  let base = sources[index % sources.length] ?? main;
  if (saturation(base) < 0.12 && luminance(base) > 0.7) base = '#d8c7ae';
  let tint = mix(base, '#ffffff', 0.62 + rng() * 0.12);
  // A pale product on a pale wall disappears; darken the wall instead.
  if (Math.abs(luminance(tint) - luminance(main)) < 0.18) tint = shade(mix(base, '#b9ad9c', 0.5), -0.05);
  const horizon = 630 + rng() * 70;
  const wall = paint.linear([[shade(tint, 0.4)], [tint]]);
  const floor = paint.linear([[shade(tint, -0.1)], [shade(tint, -0.03)]]);
  const cx = width / 2;
  let decor: string;
  switch (index % 4) {
    case 0:
      decor = `<circle cx="${n(cx)}" cy="${n(horizon - 180)}" r="${n(300 + rng() * 60)}" fill="${shade(tint, 0.3)}" fill-opacity="0.75"/>`;
      break;
    case 1:
      decor = [0, 1, 2].map((i) => {
        const x = cx - 520 + i * 260 + rng() * 60;
        return `<path d="M${n(x)} 0 L${n(x + 150)} 0 L${n(x + 430)} ${n(horizon)} L${n(x + 280)} ${n(horizon)} Z" fill="#ffffff" fill-opacity="0.16"/>`;
      }).join('');
      break;
    case 2:
      decor = `<rect x="0" y="0" width="${n(width)}" height="${n(horizon)}" fill="${paint.pattern('dots', tint, shade(tint, -0.06), 1.4, undefined, view)}"/>`;
      break;
    default:
      decor = `<path d="M${n(cx - 260)} ${n(horizon)} L${n(cx - 260)} 330 Q${n(cx - 260)} 90 ${n(cx)} 90 Q${n(cx + 260)} 90 ${n(cx + 260)} 330 L${n(cx + 260)} ${n(horizon)} Z" fill="${shade(tint, 0.28)}"/>`;
  }
  // Wide banners have empty flanks; a faint batik wall fills them without competing with the object.
  const wallpaper = width > 1000
    ? `<rect width="${n(width)}" height="${n(horizon)}" fill="${paint.pattern(motif, tint, mix(tint, main, 0.5), 1.6, undefined, view)}" fill-opacity="0.16"/>`
    : '';
  return `<rect width="${n(width)}" height="1000" fill="${wall}"/>${wallpaper}${decor}` +
    `<rect y="${n(horizon)}" width="${n(width)}" height="${n(1000 - horizon)}" fill="${floor}"/>` +
    `<rect y="${n(horizon)}" width="${n(width)}" height="6" fill="#000" fill-opacity="0.05"/>`;
}

/** Picture 0 is the straight hero shot; later pictures mirror, tilt, zoom into a detail, or step back among props. */
function frame(rng: () => number, index: number, focus: [number, number]): Matrix {
  const tilt = (max: number): number => (rng() * 2 - 1) * max;
  const standing = (x: number, s: number, mirror: boolean, angle: number): Matrix =>
    compose(translate(500 + x, 835), rotate(angle), scale(mirror ? -s : s, s), translate(-500, -800));
  switch (index % 4) {
    case 0:
      return standing(0, 1.08, false, tilt(2));
    case 1:
      return standing(tilt(40), 1, true, tilt(6));
    case 2:
      return compose(translate(500, 520), rotate(tilt(5)), scale(1.45 + rng() * 0.25), translate(-focus[0], -focus[1]));
    default:
      return standing(tilt(50), 0.88, rng() < 0.5, tilt(4));
  }
}

/** Scattered frangipani, leaves and, for drinks, coffee beans on the table top. */
function decorations(rng: () => number, motif: ProductMotif, width: number): string {
  const items: string[] = [];
  const spots = [[width / 2 - 360, 880], [width / 2 + 350, 900], [width / 2 - 250, 940], [width / 2 + 240, 950]] as const;
  spots.forEach(([x, y], i) => {
    const jx = x + (rng() * 2 - 1) * 30;
    const jy = y + (rng() * 2 - 1) * 15;
    const angle = rng() * 360;
    if (i === 0) items.push(frangipani(jx, jy, 0.9 + rng() * 0.3, angle));
    else if (i === 1) items.push(looseLeaf(jx, jy, angle));
    else if (motif === 'packet' || motif === 'cup') items.push(bean(jx, jy, angle), bean(jx + 36, jy - 8, angle + 70), bean(jx + 10, jy + 26, angle + 140));
    else items.push(frangipani(jx, jy, 0.6 + rng() * 0.2, angle));
  });
  return items.join('');
}

function frangipani(x: number, y: number, s: number, angle: number): string {
  const petals = [0, 72, 144, 216, 288]
    .map((a) => `<path d="M0 0 Q-30 -30 -6 -62 Q22 -70 22 -40 Q20 -14 0 0 Z" transform="rotate(${a})" fill="#fffaf0" stroke="#e6d7b8" stroke-width="2"/>`)
    .join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})">${petals}<circle r="12" fill="#f5c842"/></g>`;
}

function looseLeaf(x: number, y: number, angle: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0 Q40 -50 0 -120 Q-40 -50 0 0 Z" fill="#4f8a4b" stroke="#2f5a2c" stroke-width="3"/><path d="M0 0 L0 -112" stroke="#2f5a2c" stroke-width="3"/></g>`;
}

function bean(x: number, y: number, angle: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><ellipse rx="16" ry="22" fill="#5a3520" stroke="#2e1a0e" stroke-width="2"/><path d="M-2 -18 Q8 0 -2 18" fill="none" stroke="#2e1a0e" stroke-width="3"/></g>`;
}
