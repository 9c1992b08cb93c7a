import type { ProductMotif } from './demo-catalog.types';
import type { Matrix, Paint, PatternKind } from './product-image-paint';
import { mix, n, shade, translate } from './product-image-paint';

/**
 * Every motif is drawn in a 1000 × 1000 box, centred on x = 500 and standing on y = 800,
 * so the scene can place, turn and zoom any of them the same way.
 */
export interface DrawContext {
  paint: Paint;
  /** Stable per product (not per picture), so all pictures of one product show the same object. */
  variant: () => number;
  main: string;
  accent: string;
  /** Outline colour, a deep shade of the main colour. */
  ink: string;
  pattern: PatternKind;
  patternScale: number;
}

export interface Drawing {
  svg: string;
  /** Half-width of the floor shadow; 0 for hanging objects. */
  footprint: number;
  /** Point worth zooming into for a detail picture. */
  focus: [number, number];
}

type Drawer = (ctx: DrawContext) => Drawing;

const CREAM = '#f4ecdc';
const METAL = '#c9c4b8';
const LEAF = '#3f7d45';

function stroke(ctx: DrawContext, width = 4, color = ctx.ink): string {
  return `stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}

function cloth(ctx: DrawContext, ground = ctx.main, ink = ctx.accent, local?: Matrix): string {
  return ctx.paint.pattern(ctx.pattern, ground, ink, ctx.patternScale, local);
}

/** The same outline twice: once patterned or coloured, once with a light-to-shadow overlay. */
function solid(ctx: DrawContext, d: string, fill: string, horizontal = true, width = 4): string {
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="${ctx.paint.volume(horizontal)}" ${stroke(ctx, width)}/>`;
}

function mirrorX(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => `${n(1000 - Number(x))} ${y}`);
}

const shirt: Drawer = (ctx) => {
  const long = ctx.variant() < 0.5;
  const body = long
    ? 'M450 245 L400 255 L330 285 Q285 330 268 420 L246 650 L306 662 L342 455 L340 772 Q500 786 660 772 L658 455 L694 662 L754 650 L732 420 Q715 330 670 285 L600 255 L550 245 Q500 272 450 245 Z'
    : 'M450 245 L400 255 L330 285 L240 400 L300 446 L345 405 L340 772 Q500 786 660 772 L655 405 L700 446 L760 400 L670 285 L600 255 L550 245 Q500 272 450 245 Z';
  const collarLeft = 'M452 238 L500 300 L456 322 L414 258 Z';
  const buttons = [345, 425, 505, 585, 665, 740].map((y) => `<circle cx="508" cy="${y}" r="7" fill="${CREAM}" ${stroke(ctx, 2)}/>`).join('');
  return {
    svg: `${solid(ctx, body, cloth(ctx))}<path d="M500 298 L500 778" ${stroke(ctx, 3)} fill="none"/>${buttons}` +
      `<rect x="560" y="400" width="72" height="82" rx="6" fill="${cloth(ctx)}" ${stroke(ctx, 3)}/>` +
      solid(ctx, collarLeft, shade(ctx.main, -0.1)) + solid(ctx, mirrorX(collarLeft), shade(ctx.main, -0.1)),
    footprint: 250,
    focus: [560, 420],
  };
};

const dress: Drawer = (ctx) => {
  const body = 'M455 222 Q500 262 545 222 L590 236 L600 330 Q590 390 580 440 L700 795 Q500 832 300 795 L420 440 Q410 390 400 330 L410 236 Z';
  const sleeve = 'M410 236 Q330 222 318 300 Q322 352 386 346 L400 330 Z';
  const folds = [430, 470, 530, 570].map((x) => `<path d="M${x + (x < 500 ? 5 : -5)} 470 Q${x} 620 ${x + (x - 500) * 1.4} 800" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="5"/>`).join('');
  return {
    svg: solid(ctx, sleeve, cloth(ctx)) + solid(ctx, mirrorX(sleeve), cloth(ctx)) + solid(ctx, body, cloth(ctx)) + folds +
      `<rect x="416" y="428" width="168" height="28" rx="8" fill="${ctx.accent}" ${stroke(ctx, 3)}/>` +
      `<path d="M500 442 Q455 405 450 440 Q455 478 500 442 Q545 405 550 440 Q545 478 500 442 Z" fill="${shade(ctx.accent, -0.1)}" ${stroke(ctx, 3)}/>` +
      `<path d="M495 446 L470 540 M505 446 L535 530" ${stroke(ctx, 10, shade(ctx.accent, -0.1))} fill="none"/>`,
    footprint: 240,
    focus: [500, 560],
  };
};

const skirt: Drawer = (ctx) => {
  const body = 'M385 285 L615 285 L712 782 Q500 812 288 782 Z';
  return {
    svg: solid(ctx, body, cloth(ctx)) +
      `<path d="M575 292 Q600 540 660 790" fill="none" ${stroke(ctx, 4)}/>` +
      `<rect x="378" y="250" width="244" height="42" rx="10" fill="${shade(ctx.main, -0.15)}" ${stroke(ctx, 4)}/>` +
      `<path d="M392 270 Q340 330 356 420 M392 270 Q370 360 402 430" fill="none" ${stroke(ctx, 9, ctx.accent)}/>`,
    footprint: 240,
    focus: [520, 520],
  };
};

const trousers: Drawer = (ctx) => {
  const legs = 'M352 236 L648 236 L684 790 L548 790 L500 400 L452 790 L316 790 Z';
  const seam = shade(ctx.main, -0.3);
  return {
    svg: solid(ctx, legs, ctx.paint.linear([[shade(ctx.main, 0.08)], [ctx.main], [shade(ctx.main, -0.12)]], 0, 0, 1, 0)) +
      `<rect x="346" y="200" width="308" height="40" rx="6" fill="${shade(ctx.main, -0.08)}" ${stroke(ctx, 4)}/>` +
      [380, 450, 550, 620].map((x) => `<rect x="${x - 5}" y="196" width="10" height="48" rx="3" fill="${shade(ctx.main, -0.12)}" ${stroke(ctx, 2)}/>`).join('') +
      `<path d="M366 246 Q420 250 432 320 M634 246 Q580 250 568 320 M500 240 L500 400 M390 420 L384 780 M610 420 L616 780" fill="none" stroke="${seam}" stroke-width="3"/>` +
      `<circle cx="500" cy="220" r="8" fill="${METAL}" ${stroke(ctx, 2)}/>`,
    footprint: 230,
    focus: [430, 320],
  };
};

const fabric: Drawer = (ctx) => {
  // Three folded cloths seen slightly from above: fronts with rounded folds, and the top cloth's face showing its motif.
  const grounds = [shade(ctx.accent, -0.25), mix(ctx.main, ctx.accent, 0.35), ctx.main];
  const depthX = 40;
  const depthY = 120;
  const layers = grounds.map((ground, i) => {
    const x0 = 250 + i * 8;
    const x1 = 710 - i * 8;
    const y1 = 800 - i * 72;
    const y0 = y1 - 72;
    const fill = ctx.paint.pattern(ctx.pattern, ground, i === 2 ? ctx.accent : ctx.main, ctx.patternScale * 0.8);
    const d = `M${x0 + 12} ${y0} L${x1 - 28} ${y0} Q${x1} ${y0} ${x1} ${y0 + 36} Q${x1} ${y1} ${x1 - 28} ${y1} L${x0 + 12} ${y1} Q${x0} ${y1} ${x0} ${y1 - 12} L${x0} ${y0 + 12} Q${x0} ${y0} ${x0 + 12} ${y0} Z`;
    const side = `M${x1 - 6} ${y0 + 4} L${x1 + depthX - 6} ${y0 - depthY + 10} Q${x1 + depthX + 24} ${y0 - depthY + 40} ${x1 + depthX + 10} ${y1 - depthY + 20} L${x1 - 2} ${y1 - 8} Z`;
    return `<path d="${side}" fill="${shade(ground, -0.3)}" ${stroke(ctx, 3)}/>` + solid(ctx, d, fill, true, 3);
  });
  const top = (() => {
    const x0 = 266;
    const x1 = 694;
    const y = 800 - 3 * 72;
    return `M${x0 + 6} ${y} L${x0 + depthX + 6} ${y - depthY} L${x1 + depthX - 20} ${y - depthY} Q${x1 + depthX + 4} ${y - depthY} ${x1 + depthX - 4} ${y - depthY + 24} L${x1 - 20} ${y} Z`;
  })();
  return {
    svg: layers.join('') + solid(ctx, top, cloth(ctx), false, 3) +
      `<path d="M300 ${800 - 3 * 72 - 6} L660 ${800 - 3 * 72 - 6}" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>`,
    footprint: 260,
    focus: [500, 560],
  };
};

const scarf: Drawer = (ctx) => {
  const body = 'M332 262 Q500 236 668 262 Q694 500 664 758 Q580 738 500 764 Q420 738 336 758 Q306 500 332 262 Z';
  const folds = ctx.paint.linear([['#000', 0.16], ['#fff', 0.12], ['#000', 0.18], ['#fff', 0.1], ['#000', 0.16], ['#fff', 0.14], ['#000', 0.2]], 0, 0, 1, 0);
  const fringe = Array.from({ length: 34 }, (_, i) => {
    const x = 342 + i * 9.6;
    const y = 760 - Math.sin((i / 33) * Math.PI * 2) * 10;
    return `M${n(x)} ${n(y)} l${n((i % 3) - 1)} 34`;
  }).join(' ');
  return {
    svg: `<path d="${body}" fill="${cloth(ctx)}"/><path d="${body}" fill="${folds}" ${stroke(ctx, 4)}/>` +
      `<path d="${fringe}" stroke="${ctx.accent}" stroke-width="3" fill="none"/>` +
      `<rect x="290" y="236" width="420" height="20" rx="10" fill="#8a5a33" ${stroke(ctx, 3)}/>` +
      `<path d="M500 236 L500 160" stroke="#6b4a2b" stroke-width="5"/>`,
    footprint: 210,
    focus: [500, 480],
  };
};

const hat: Drawer = (ctx) => {
  const weave = ctx.paint.pattern('woven', ctx.main, ctx.accent, 0.9);
  return {
    svg: `<ellipse cx="500" cy="650" rx="310" ry="92" fill="${weave}"/><ellipse cx="500" cy="650" rx="310" ry="92" fill="${ctx.paint.volume(false)}" ${stroke(ctx)}/>` +
      solid(ctx, 'M362 652 Q346 430 500 420 Q654 430 638 652 Q500 690 362 652 Z', weave) +
      `<path d="M356 596 Q500 628 644 596 L642 640 Q500 676 358 640 Z" fill="${ctx.accent}" ${stroke(ctx, 3)}/>`,
    footprint: 300,
    focus: [500, 560],
  };
};

const cap: Drawer = (ctx) => {
  const velvet = ctx.paint.linear([[shade(ctx.main, -0.1)], [shade(ctx.main, 0.18)], [shade(ctx.main, 0.06)], [shade(ctx.main, -0.2)]], 0, 0, 1, 0);
  return {
    svg: `<path d="M320 700 L342 470 Q500 430 658 470 L680 700 Q500 740 320 700 Z" fill="${velvet}" stroke="${shade(ctx.main, 0.25)}" stroke-width="4"/>` +
      `<ellipse cx="500" cy="468" rx="158" ry="34" fill="${shade(ctx.main, 0.14)}" stroke="${shade(ctx.main, 0.25)}" stroke-width="3"/>` +
      `<path d="M322 682 Q500 722 678 682" fill="none" stroke="${ctx.accent}" stroke-width="5" stroke-dasharray="2 10"/>`,
    footprint: 210,
    focus: [500, 560],
  };
};

const shoe: Drawer = (ctx) => {
  const upper = 'M270 760 Q250 700 300 680 L420 690 Q520 640 620 660 Q720 680 738 740 Q740 766 700 768 L292 768 Q266 768 270 760 Z';
  const one = (dx: number, dy: number, tone: number): string =>
    `<g transform="translate(${dx} ${dy})">` +
    solid(ctx, upper, ctx.pattern === 'lurik' ? shade(ctx.main, tone) : ctx.paint.pattern(ctx.pattern, shade(ctx.main, tone), ctx.accent, 0.8, translate(dx, dy))) +
    `<path d="M318 690 Q380 676 450 690 Q420 712 340 706 Z" fill="${shade(ctx.main, -0.55)}"/>` +
    `<path d="M262 766 L742 758 Q744 784 712 786 L284 786 Q258 786 262 766 Z" fill="${shade(ctx.accent, -0.35)}" ${stroke(ctx, 3)}/></g>`;
  return { svg: one(-40, -60, -0.12) + one(20, 12, 0), footprint: 270, focus: [560, 700] };
};

const bag: Drawer = (ctx) => {
  const leather = ctx.paint.cylinder(ctx.main);
  if (ctx.variant() < 0.5) {
    return {
      svg: `<path d="M332 470 Q330 170 500 170 Q670 170 668 470" fill="none" stroke="${shade(ctx.main, -0.3)}" stroke-width="18"/>` +
        solid(ctx, 'M322 460 Q322 440 344 440 L656 440 Q678 440 678 460 L690 770 Q690 792 668 792 L332 792 Q310 792 310 770 Z', leather) +
        solid(ctx, 'M322 452 L678 452 L684 620 Q500 680 316 620 Z', shade(ctx.main, -0.06)) +
        `<path d="M330 462 L670 462 L675 612 Q500 668 325 612 Z" fill="none" stroke="${ctx.accent}" stroke-width="3" stroke-dasharray="10 8"/>` +
        `<rect x="468" y="612" width="64" height="56" rx="8" fill="none" stroke="${ctx.accent}" stroke-width="9"/>`,
      footprint: 230,
      focus: [500, 600],
    };
  }
  const panel = ctx.paint.pattern(ctx.pattern, ctx.accent, ctx.main, ctx.patternScale);
  return {
    svg: `<path d="M390 440 Q390 250 500 250 Q610 250 610 440" fill="none" stroke="${shade(ctx.main, -0.25)}" stroke-width="20"/>` +
      solid(ctx, 'M330 430 L670 430 L704 790 L296 790 Z', leather) +
      `<rect x="380" y="520" width="240" height="190" rx="10" fill="${panel}" ${stroke(ctx, 3)}/>`,
    footprint: 230,
    focus: [500, 610],
  };
};

const wovenBag: Drawer = (ctx) => {
  const weave = ctx.paint.pattern('woven', ctx.main, ctx.accent, 1);
  if (ctx.variant() < 0.5) {
    return {
      svg: `<path d="M348 600 Q330 330 500 330 Q670 330 652 600" fill="none" stroke="${ctx.accent}" stroke-width="14"/>` +
        `<circle cx="500" cy="600" r="205" fill="${weave}"/><circle cx="500" cy="600" r="205" fill="${ctx.paint.volume()}" ${stroke(ctx)}/>` +
        `<circle cx="500" cy="600" r="150" fill="none" stroke="${shade(ctx.main, -0.3)}" stroke-width="6"/>` +
        `<rect x="474" y="380" width="52" height="34" rx="6" fill="${ctx.accent}" ${stroke(ctx, 3)}/>`,
      footprint: 170,
      focus: [500, 600],
    };
  }
  return {
    svg: `<path d="M390 450 Q390 250 440 250 M610 450 Q610 250 560 250 M440 250 L560 250" fill="none" stroke="${ctx.accent}" stroke-width="18"/>` +
      solid(ctx, 'M320 440 L680 440 L650 792 L350 792 Z', weave) +
      `<rect x="316" y="430" width="368" height="30" rx="8" fill="${shade(ctx.main, -0.2)}" ${stroke(ctx, 3)}/>`,
    footprint: 220,
    focus: [500, 620],
  };
};

const pouch: Drawer = (ctx) => {
  const stripes = ctx.paint.pattern('lurik', ctx.main, ctx.accent, 1.6);
  const teeth = Array.from({ length: 40 }, (_, i) => `M${312 + i * 9.5} 486 l0 10`).join(' ');
  return {
    svg: solid(ctx, 'M300 500 Q296 474 330 474 L670 474 Q704 474 700 500 L712 762 Q714 792 682 792 L318 792 Q286 792 288 762 Z', stripes) +
      `<path d="${teeth}" stroke="${METAL}" stroke-width="4"/>` +
      `<rect x="640" y="474" width="30" height="52" rx="6" fill="${METAL}" ${stroke(ctx, 3)}/>` +
      `<path d="M655 526 Q668 600 640 650" fill="none" stroke="${ctx.accent}" stroke-width="8"/>`,
    footprint: 230,
    focus: [420, 600],
  };
};

const cup: Drawer = (ctx) => {
  const one = (dx: number, dy: number, s: number): string =>
    `<g transform="translate(${dx} ${dy}) translate(500 800) scale(${s}) translate(-500 -800)">` +
    `<path d="M630 560 Q730 560 722 640 Q712 712 610 708" fill="none" stroke="${shade(ctx.main, -0.2)}" stroke-width="26"/>` +
    solid(ctx, 'M350 500 L650 500 Q646 720 560 752 L440 752 Q354 720 350 500 Z', ctx.paint.cylinder(ctx.main)) +
    `<ellipse cx="500" cy="500" rx="150" ry="34" fill="${shade(ctx.accent, -0.2)}" ${stroke(ctx, 4)}/>` +
    `<ellipse cx="500" cy="506" rx="128" ry="24" fill="#4a2c1c"/>` +
    `<path d="M366 560 Q420 590 500 584 Q580 590 636 560" fill="none" stroke="${ctx.accent}" stroke-width="10" stroke-opacity="0.8"/></g>`;
  const pair = ctx.variant() < 0.6;
  return {
    svg: (pair ? one(-190, -70, 0.8) : '') +
      `<ellipse cx="500" cy="770" rx="240" ry="46" fill="${shade(ctx.accent, 0.1)}" ${stroke(ctx, 3)}/>` + one(0, 0, 1) +
      `<path d="M460 440 Q430 400 460 360 Q490 320 460 280 M530 440 Q500 400 530 360 Q560 320 530 290" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="8" stroke-linecap="round"/>`,
    footprint: 260,
    focus: [500, 560],
  };
};

const bottle: Drawer = (ctx) => {
  const glass = ctx.paint.cylinder(ctx.main);
  const slim = ctx.variant() < 0.5;
  const body = slim
    ? 'M430 800 L430 430 Q430 360 468 320 L470 250 L530 250 L532 320 Q570 360 570 430 L570 800 Q500 810 430 800 Z'
    : 'M400 800 L400 450 Q400 380 452 352 L458 270 L542 270 L548 352 Q600 380 600 450 L600 800 Q500 814 400 800 Z';
  const [left, right] = slim ? [430, 570] : [400, 600];
  return {
    svg: solid(ctx, body, glass) +
      `<rect x="${left + 22}" y="400" width="18" height="360" rx="9" fill="#fff" fill-opacity="0.35"/>` +
      `<rect x="${slim ? 462 : 450}" y="${slim ? 200 : 214}" width="${slim ? 76 : 100}" height="60" rx="10" fill="${ctx.accent}" ${stroke(ctx, 3)}/>` +
      `<rect x="${left}" y="520" width="${right - left}" height="180" fill="${CREAM}" ${stroke(ctx, 3)}/>` +
      `<rect x="${left}" y="540" width="${right - left}" height="34" fill="${ctx.paint.pattern(ctx.pattern, ctx.accent, ctx.main, 0.5)}"/>` +
      `<circle cx="500" cy="636" r="36" fill="none" stroke="${ctx.main}" stroke-width="6"/><circle cx="500" cy="636" r="14" fill="${ctx.accent}"/>`,
    footprint: slim ? 100 : 130,
    focus: [500, 600],
  };
};

const jar: Drawer = (ctx) => {
  const body = 'M360 470 Q350 440 384 432 L616 432 Q650 440 640 470 L640 768 Q640 800 608 800 L392 800 Q360 800 360 768 Z';
  const topper = ctx.variant() < 0.45;
  const lid = topper
    ? `<path d="M348 440 Q340 360 380 352 L620 352 Q660 360 652 440 Q620 470 600 430 Q570 470 540 432 Q500 470 460 432 Q430 470 400 430 Q380 470 348 440 Z" fill="${cloth(ctx, ctx.accent, ctx.main)}" ${stroke(ctx, 3)}/><path d="M364 416 Q500 436 636 416" fill="none" stroke="#a8874f" stroke-width="7"/>`
    : `<rect x="368" y="368" width="264" height="70" rx="12" fill="${ctx.paint.cylinder(ctx.accent)}" ${stroke(ctx)}/>` +
      [390, 420, 450, 480, 510, 540, 570, 600].map((x) => `<path d="M${x} 378 L${x} 428" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`).join('');
  return {
    svg: `<path d="${body}" fill="${ctx.paint.cylinder(ctx.main)}"/>` +
      `<path d="${body}" fill="${ctx.paint.pattern('dots', ctx.main, shade(ctx.main, -0.25), 0.7)}" fill-opacity="0.5"/>` +
      `<path d="${body}" fill="#ffffff" fill-opacity="0.12" ${stroke(ctx)}/>` +
      `<rect x="380" y="460" width="20" height="300" rx="10" fill="#fff" fill-opacity="0.4"/>` +
      `<rect x="360" y="560" width="280" height="130" fill="${CREAM}" ${stroke(ctx, 3)}/>` +
      `<rect x="360" y="572" width="280" height="20" fill="${cloth(ctx, ctx.accent, ctx.main)}"/>` +
      `<circle cx="500" cy="640" r="26" fill="${ctx.main}"/>` + lid,
    footprint: 170,
    focus: [500, 560],
  };
};

const packet: Drawer = (ctx) => {
  const kraft = ctx.variant() < 0.5;
  const bagColor = kraft ? '#c9a16d' : ctx.main;
  const labelColor = kraft ? ctx.main : ctx.accent;
  const body = 'M338 250 L662 250 Q680 500 670 760 Q600 806 500 804 Q400 806 330 760 Q320 500 338 250 Z';
  return {
    svg: solid(ctx, body, ctx.paint.linear([[shade(bagColor, -0.15)], [shade(bagColor, 0.12)], [bagColor], [shade(bagColor, -0.22)]], 0, 0, 1, 0)) +
      `<rect x="340" y="252" width="320" height="36" fill="${shade(bagColor, -0.1)}"/>` +
      `<path d="M346 300 L654 300" stroke="${shade(bagColor, -0.3)}" stroke-width="4"/>` +
      `<rect x="382" y="420" width="236" height="230" rx="18" fill="${labelColor}" ${stroke(ctx, 3)}/>` +
      `<rect x="382" y="600" width="236" height="26" fill="${ctx.paint.pattern(ctx.pattern, labelColor, kraft ? ctx.accent : ctx.main, 0.5)}"/>` +
      `<ellipse cx="500" cy="510" rx="46" ry="62" transform="rotate(25 500 510)" fill="${kraft ? ctx.accent : ctx.main}"/>` +
      `<path d="M478 460 Q520 510 486 562" transform="rotate(25 500 510)" fill="none" stroke="${labelColor}" stroke-width="8"/>` +
      `<circle cx="610" cy="340" r="16" fill="${shade(bagColor, -0.2)}" stroke="${shade(bagColor, 0.2)}" stroke-width="4"/>`,
    footprint: 200,
    focus: [500, 520],
  };
};

const box: Drawer = (ctx) => {
  const front = 'M300 470 L640 470 L640 792 L300 792 Z';
  const top = 'M300 470 L392 400 L732 400 L640 470 Z';
  const side = 'M640 470 L732 400 L732 722 L640 792 Z';
  const giftRibbon = ctx.variant() < 0.5;
  const decoration = giftRibbon
    ? `<path d="M455 470 L455 792 M485 470 L485 792" stroke="${ctx.accent}" stroke-width="22"/><path d="M436 470 L528 400 M466 470 L558 400" stroke="${shade(ctx.accent, 0.1)}" stroke-width="20"/>` +
      `<path d="M500 434 Q430 370 440 420 Q450 455 500 434 Q570 370 560 420 Q550 455 500 434 Z" fill="${shade(ctx.accent, -0.1)}" ${stroke(ctx, 3)}/>`
    : `<rect x="340" y="540" width="260" height="180" rx="12" fill="${cloth(ctx, ctx.accent, ctx.main)}" ${stroke(ctx, 3)}/>` +
      `<path d="M300 530 L640 530 L732 460" fill="none" stroke="${shade(ctx.main, -0.3)}" stroke-width="4"/>`;
  return {
    svg: `<path d="${side}" fill="${shade(ctx.main, -0.22)}" ${stroke(ctx)}/><path d="${top}" fill="${shade(ctx.main, 0.16)}" ${stroke(ctx)}/>` +
      solid(ctx, front, ctx.main) + decoration,
    footprint: 250,
    focus: [470, 620],
  };
};

const bowl: Drawer = (ctx) => {
  const body = 'M240 520 Q258 762 500 782 Q742 762 760 520 Z';
  const withPestle = ctx.variant() < 0.5;
  return {
    svg: `<ellipse cx="500" cy="786" rx="120" ry="18" fill="${shade(ctx.main, -0.3)}"/>` +
      solid(ctx, body, ctx.paint.cylinder(ctx.main)) +
      `<ellipse cx="500" cy="520" rx="260" ry="66" fill="${shade(ctx.main, 0.05)}" ${stroke(ctx)}/>` +
      `<ellipse cx="500" cy="528" rx="228" ry="50" fill="${ctx.paint.linear([[shade(ctx.accent, -0.25)], [ctx.accent]])}"/>` +
      (withPestle
        ? `<path d="M520 520 L690 360 Q712 346 724 368 L560 540 Q536 556 520 520 Z" fill="${ctx.paint.cylinder(shade(ctx.main, 0.05))}" ${stroke(ctx, 3)}/>`
        : `<path d="M300 600 Q500 650 700 600" fill="none" stroke="${ctx.accent}" stroke-width="8" stroke-opacity="0.6"/>`),
    footprint: 270,
    focus: [500, 600],
  };
};

const basket: Drawer = (ctx) => {
  const weave = ctx.paint.pattern('woven', ctx.main, ctx.accent, 1.1);
  const lid = ctx.variant() < 0.6;
  return {
    svg: `<path d="M330 520 Q300 640 330 640 M670 520 Q700 640 670 640" fill="none" stroke="${shade(ctx.main, -0.3)}" stroke-width="12"/>` +
      solid(ctx, 'M300 480 L700 480 L652 790 Q500 806 348 790 Z', weave) +
      `<rect x="290" y="466" width="420" height="34" rx="14" fill="${shade(ctx.main, -0.2)}" ${stroke(ctx, 3)}/>` +
      (lid
        ? solid(ctx, 'M300 470 Q300 320 500 312 Q700 320 700 470 Z', weave, false) + `<circle cx="500" cy="300" r="22" fill="${shade(ctx.main, -0.25)}" ${stroke(ctx, 3)}/>`
        : ''),
    footprint: 230,
    focus: [500, 620],
  };
};

const vase: Drawer = (ctx) => {
  const body = 'M432 262 L568 262 L564 302 Q560 342 610 402 Q700 502 680 642 Q660 772 562 800 L438 800 Q340 772 320 642 Q300 502 390 402 Q440 342 436 302 Z';
  const zigzag = Array.from({ length: 14 }, (_, i) => `${i === 0 ? 'M' : 'L'}${330 + i * 26} ${i % 2 === 0 ? 560 : 590}`).join(' ');
  const stems = ctx.variant() < 0.6
    ? [-24, -10, 6, 20, 34].map((a, i) => {
      const x = 500 + Math.sin((a * Math.PI) / 180) * 340;
      const y = 262 - Math.cos((a * Math.PI) / 180) * 200 - (i % 2) * 30;
      return `<path d="M500 290 Q${n((x + 500) / 2)} ${n(y + 60)} ${n(x)} ${n(y)}" fill="none" stroke="#8a6d45" stroke-width="4"/><ellipse cx="${n(x)}" cy="${n(y - 30)}" rx="20" ry="56" transform="rotate(${a} ${n(x)} ${n(y)})" fill="#e7d6b4" fill-opacity="0.9"/>`;
    }).join('')
    : '';
  return {
    svg: stems + solid(ctx, body, ctx.paint.cylinder(ctx.main)) +
      `<ellipse cx="500" cy="262" rx="68" ry="14" fill="${shade(ctx.main, -0.4)}" ${stroke(ctx, 3)}/>` +
      `<path d="${zigzag}" fill="none" stroke="${ctx.accent}" stroke-width="5"/>` +
      `<path d="M324 520 Q500 540 676 520 M318 630 Q500 650 682 630" fill="none" stroke="${ctx.accent}" stroke-width="4"/>`,
    footprint: 190,
    focus: [500, 580],
  };
};

function pot(ctx: DrawContext, color: string, dx = 0, s = 1): string {
  return `<g transform="translate(${dx} 0) translate(500 800) scale(${s}) translate(-500 -800)">` +
    solid(ctx, 'M382 640 L618 640 L598 800 L402 800 Z', ctx.paint.cylinder(color)) +
    `<rect x="366" y="604" width="268" height="46" rx="6" fill="${ctx.paint.cylinder(shade(color, 0.06))}" ${stroke(ctx, 4)}/></g>`;
}

function leaf(x: number, y: number, length: number, angle: number, color: string, split = false): string {
  const w = length * (split ? 0.55 : 0.42);
  const d = split
    ? `M0 0 Q${n(w * 1.2)} ${n(-length * 0.2)} ${n(w * 0.9)} ${n(-length * 0.65)} Q${n(w * 0.5)} ${n(-length * 1.02)} 0 ${n(-length)} Q${n(-w * 0.5)} ${n(-length * 1.02)} ${n(-w * 0.9)} ${n(-length * 0.65)} Q${n(-w * 1.2)} ${n(-length * 0.2)} 0 0 Z`
    : `M0 0 Q${n(w)} ${n(-length * 0.4)} 0 ${n(-length)} Q${n(-w)} ${n(-length * 0.4)} 0 0 Z`;
  const dark = shade(color, -0.35);
  // Monstera fenestrations: slits from the edge towards the midrib, painted as deep shadow.
  const slits = split
    ? [0.25, 0.45, 0.65].flatMap((t) => [1, -1].map((side) => `<path d="M${n(side * w * 0.95)} ${n(-length * t)} Q${n(side * w * 0.5)} ${n(-length * (t + 0.02))} ${n(side * w * 0.22)} ${n(-length * (t + 0.08))}" stroke="${dark}" stroke-width="9" stroke-linecap="round" fill="none"/>`)).join('')
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="${color}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M0 0 L0 ${n(-length * 0.92)}" stroke="${shade(color, -0.3)}" stroke-width="3" fill="none"/>${slits}</g>`;
}

const plant: Drawer = (ctx) => {
  const green = ctx.main;
  const kind = ctx.variant();
  let foliage: string;
  if (kind < 0.34) {
    foliage = [[-50, 330, -40], [-20, 380, -14], [15, 360, 16], [45, 320, 42], [0, 260, 0]]
      .map(([a, len, tilt], i) => {
        const x = 500 + (a ?? 0) * 1.2;
        return `<path d="M500 620 Q${n(x)} ${n(620 - (len ?? 0) * 0.5)} ${n(x + (tilt ?? 0) * 3)} ${n(620 - (len ?? 0) * 0.85)}" stroke="${shade(green, -0.2)}" stroke-width="7" fill="none"/>` +
          leaf(x + (tilt ?? 0) * 3, 620 - (len ?? 0) * 0.8, 210, (tilt ?? 0) * 1.6 + (i % 2 ? 8 : -8), shade(green, i % 2 ? 0.06 : -0.04), true);
      })
      .join('');
  } else if (kind < 0.67) {
    const edge = '#d8c24a';
    foliage = [-26, -14, -4, 6, 16, 28].map((a, i) => {
      const h = 380 - Math.abs(a) * 4 + (i % 2) * 40;
      return `<g transform="translate(${500 + a * 3} 626) rotate(${a * 0.6})"><path d="M-26 0 Q-30 ${-h * 0.6} 0 ${-h} Q30 ${-h * 0.6} 26 0 Z" fill="${shade(green, (i % 3) * 0.05)}" stroke="${edge}" stroke-width="7"/>` +
        `<path d="M-12 ${-h * 0.2} L12 ${-h * 0.25} M-14 ${-h * 0.45} L14 ${-h * 0.5} M-10 ${-h * 0.7} L10 ${-h * 0.74}" stroke="${shade(green, -0.3)}" stroke-width="5"/></g>`;
    }).join('');
  } else {
    foliage = [-70, -45, -20, 0, 20, 45, 70].map((a, i) => {
      const len = 230 - Math.abs(a) * 0.9;
      return `<g transform="translate(500 628) rotate(${a})"><path d="M-20 0 Q-18 ${-len * 0.7} 0 ${-len} Q18 ${-len * 0.7} 20 0 Z" fill="${shade(green, 0.12 + (i % 2) * 0.06)}" stroke="${shade(green, -0.25)}" stroke-width="3"/>` +
        `<path d="M-19 ${-len * 0.3} l-8 -6 M19 ${-len * 0.45} l8 -6 M-16 ${-len * 0.6} l-8 -6" stroke="${shade(green, -0.2)}" stroke-width="3"/></g>`;
    }).join('');
  }
  return {
    svg: foliage + pot(ctx, ctx.accent) + `<ellipse cx="500" cy="612" rx="118" ry="14" fill="#4a3526"/>`,
    footprint: 150,
    focus: [500, 420],
  };
};

const flower: Drawer = (ctx) => {
  const blossom = (x: number, y: number, s: number): string =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    [0, 120, 240].map((a) => `<ellipse cx="0" cy="-34" rx="16" ry="34" transform="rotate(${a})" fill="${shade(ctx.main, -0.04)}" stroke="${shade(ctx.main, -0.3)}" stroke-width="2"/>`).join('') +
    [60, 300].map((a) => `<ellipse cx="0" cy="-30" rx="26" ry="30" transform="rotate(${a})" fill="${ctx.main}" stroke="${shade(ctx.main, -0.3)}" stroke-width="2"/>`).join('') +
    `<path d="M-12 4 Q0 34 12 4 Q0 -6 -12 4 Z" fill="#d9b23c"/><circle cx="0" cy="-2" r="6" fill="#b5412f"/></g>`;
  const spike = 'M500 640 Q480 420 540 300 Q600 230 660 260';
  const blooms = [[540, 300, 0.9], [600, 252, 0.8], [505, 392, 1], [660, 262, 0.62]] as const;
  return {
    svg: `<path d="${spike}" fill="none" stroke="#5b7a3a" stroke-width="7"/>` +
      leaf(470, 632, 200, -70, LEAF) + leaf(530, 632, 210, 68, shade(LEAF, 0.08)) + leaf(500, 632, 160, -20, shade(LEAF, 0.14)) +
      blooms.map(([x, y, s]) => blossom(x, y, s)).join('') + pot(ctx, ctx.accent) + `<ellipse cx="500" cy="612" rx="118" ry="14" fill="#6b5a45"/>`,
    footprint: 150,
    focus: [540, 320],
  };
};

const pots: Drawer = (ctx) => ({
  svg: pot(ctx, shade(ctx.main, 0.06), -200, 0.66) + pot(ctx, shade(ctx.main, -0.04), 190, 0.8) + pot(ctx, ctx.main, -10, 1),
  footprint: 330,
  focus: [500, 680],
});

const book: Drawer = (ctx) => {
  if (ctx.variant() < 0.55) {
    const cover = 'M340 240 L690 240 Q700 240 700 250 L700 790 Q700 800 690 800 L340 800 Z';
    return {
      svg: `<path d="M690 250 L716 262 L716 806 L690 800 Z" fill="${CREAM}" ${stroke(ctx, 3)}/>` +
        `<path d="M296 256 L340 240 L340 800 L296 816 Z" fill="${shade(ctx.main, -0.3)}" ${stroke(ctx, 4)}/>` +
        solid(ctx, cover, ctx.main) +
        `<rect x="378" y="282" width="284" height="476" rx="6" fill="none" stroke="${ctx.accent}" stroke-width="6"/>` +
        `<circle cx="520" cy="470" r="96" fill="${cloth(ctx, ctx.accent, ctx.main)}" stroke="${ctx.accent}" stroke-width="8"/>` +
        `<rect x="420" y="620" width="200" height="14" rx="7" fill="${ctx.accent}"/><rect x="450" y="650" width="140" height="10" rx="5" fill="${shade(ctx.accent, 0.3)}"/>`,
      footprint: 230,
      focus: [520, 470],
    };
  }
  const colors = [shade(ctx.accent, -0.3), ctx.main, shade(ctx.main, 0.3)];
  return {
    svg: colors.map((c, i) => {
      const y = 800 - (i + 1) * 90;
      const dx = [0, 30, -24][i] ?? 0;
      return `<g transform="translate(${dx} 0)"><rect x="290" y="${y}" width="420" height="90" rx="8" fill="${c}" ${stroke(ctx, 4)}/>` +
        `<rect x="300" y="${y + 10}" width="20" height="70" fill="${CREAM}"/><rect x="600" y="${y + 18}" width="70" height="54" fill="${cloth(ctx, ctx.accent, c, translate(dx, 0))}"/>` +
        `<rect x="360" y="${y + 36}" width="180" height="16" rx="8" fill="${ctx.accent}"/></g>`;
    }).join(''),
    footprint: 260,
    focus: [560, 620],
  };
};

const candle: Drawer = (ctx) => {
  const glow = ctx.paint.glow('#ffd27a');
  return {
    svg: `<ellipse cx="500" cy="440" rx="110" ry="130" fill="${glow}"/>` +
      solid(ctx, 'M352 560 L648 560 Q648 788 500 800 Q352 788 352 560 Z', ctx.paint.cylinder(ctx.accent)) +
      `<path d="M368 640 Q500 660 632 640" fill="none" stroke="${shade(ctx.accent, 0.25)}" stroke-width="6" stroke-dasharray="14 10"/>` +
      `<ellipse cx="500" cy="560" rx="148" ry="32" fill="${shade(ctx.accent, -0.2)}" ${stroke(ctx, 4)}/>` +
      `<ellipse cx="500" cy="564" rx="128" ry="24" fill="${ctx.main}"/>` +
      `<path d="M500 560 L500 520" stroke="#2e2620" stroke-width="5"/>` +
      `<path d="M500 420 Q530 480 516 510 Q500 528 484 510 Q470 480 500 420 Z" fill="#ffb340"/><path d="M500 462 Q512 492 506 506 Q500 512 494 506 Q488 492 500 462 Z" fill="#fff3c4"/>`,
    footprint: 170,
    focus: [500, 560],
  };
};

const lamp: Drawer = (ctx) => {
  const weave = ctx.paint.pattern('woven', ctx.main, ctx.accent, 0.9);
  return {
    svg: `<path d="M500 0 L500 250" stroke="#3a3026" stroke-width="6"/><rect x="474" y="236" width="52" height="40" rx="8" fill="#3a3026"/>` +
      `<ellipse cx="500" cy="600" rx="220" ry="110" fill="${ctx.paint.glow(shade(ctx.accent, 0.2))}"/>` +
      solid(ctx, 'M290 570 Q290 282 500 270 Q710 282 710 570 Z', weave, true) +
      `<ellipse cx="500" cy="570" rx="210" ry="36" fill="${shade(ctx.main, -0.25)}" ${stroke(ctx, 4)}/>` +
      `<ellipse cx="500" cy="574" rx="150" ry="22" fill="#fff6d8"/>`,
    footprint: 0,
    focus: [500, 440],
  };
};

const pillow: Drawer = (ctx) => {
  const body = 'M290 330 Q500 296 710 330 Q742 540 710 756 Q500 790 290 756 Q258 540 290 330 Z';
  const wrinkles = `<path d="M300 340 Q360 380 380 420 M700 340 Q640 380 620 420 M300 746 Q360 700 380 664 M700 746 Q640 700 620 664" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="6"/>`;
  return {
    svg: solid(ctx, body, ctx.paint.pattern(ctx.pattern === 'lurik' ? 'ikat' : ctx.pattern, ctx.main, ctx.accent, ctx.patternScale * 1.2)) +
      `<path d="${body}" fill="none" stroke="${ctx.accent}" stroke-width="10" stroke-opacity="0.85"/>` + wrinkles,
    footprint: 240,
    focus: [500, 540],
  };
};

const soap: Drawer = (ctx) => {
  const bar = (y: number, dx: number, color: string, band: boolean): string => {
    const front = `M${310 + dx} ${y} L${610 + dx} ${y} Q${630 + dx} ${y} ${630 + dx} ${y + 20} L${630 + dx} ${y + 70} Q${630 + dx} ${y + 90} ${610 + dx} ${y + 90} L${310 + dx} ${y + 90} Q${290 + dx} ${y + 90} ${290 + dx} ${y + 70} L${290 + dx} ${y + 20} Q${290 + dx} ${y} ${310 + dx} ${y} Z`;
    const top = `M${296 + dx} ${y + 4} L${370 + dx} ${y - 70} L${690 + dx} ${y - 70} L${626 + dx} ${y + 4} Z`;
    const side = `M${630 + dx} ${y + 10} L${696 + dx} ${y - 64} L${696 + dx} ${y + 14} L${630 + dx} ${y + 86} Z`;
    return `<path d="${side}" fill="${shade(color, -0.2)}" ${stroke(ctx, 3)}/><path d="${top}" fill="${shade(color, 0.14)}" ${stroke(ctx, 3)}/>` +
      solid(ctx, front, color, true, 3) +
      (band ? `<rect x="${420 + dx}" y="${y}" width="110" height="90" fill="${cloth(ctx, ctx.accent, ctx.main)}" ${stroke(ctx, 2)}/>` : '');
  };
  const tones = [shade(ctx.main, 0.12), ctx.main, mix(ctx.main, ctx.accent, 0.35)];
  return {
    svg: bar(710, 0, tones[0] ?? ctx.main, false) + bar(620, 24, tones[1] ?? ctx.main, true) + bar(530, -10, tones[2] ?? ctx.main, false) +
      `<ellipse cx="520" cy="495" rx="70" ry="22" fill="none" stroke="${shade(tones[2] ?? ctx.main, -0.15)}" stroke-width="5"/>`,
    footprint: 230,
    focus: [500, 560],
  };
};

export const MOTIFS: Record<ProductMotif, Drawer> = {
  shirt, dress, skirt, trousers, fabric, scarf, hat, cap, shoe, bag, 'woven-bag': wovenBag, pouch,
  cup, bottle, jar, packet, box, bowl, basket, vase, plant, flower, pot: pots, book, candle, lamp, pillow, soap,
};
