// The browser's image encoder for downscaling: decode, draw on a canvas at the wanted width,
// read back with toDataURL. Decoding and the canvas are injected; jsdom has neither.
import type { EncodedImageType, ImageEncoder } from './image-check';

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** Frees the decoded pixels (ImageBitmap.close) once drawn. */
  close?(): void;
}

export interface CanvasContextLike {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: CanvasImageSource, dx: number, dy: number, dw: number, dh: number): void;
}

/** The part of HTMLCanvasElement used here. */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(contextId: '2d'): CanvasContextLike | null;
  toDataURL(type?: string, quality?: number): string;
}

export interface CanvasEncoderEnv {
  decode(dataUrl: string): Promise<DecodedImage>;
  createCanvas(): CanvasLike;
  /** 0–1, for jpeg and webp; 0.85 keeps photos sharp at about a third of their size. */
  quality?: number;
}

const DEFAULT_QUALITY = 0.85;

export function createCanvasEncoder(env: CanvasEncoderEnv): ImageEncoder {
  return async (source: string, width: number, outputType: EncodedImageType) => {
    const image = await env.decode(source);
    try {
      // Never enlarges: a width above the image's own only re-encodes it.
      const scale = image.width > 0 ? Math.min(1, width / image.width) : 1;
      const canvas = env.createCanvas();
      canvas.width = Math.max(1, Math.round(image.width * scale));
      canvas.height = Math.max(1, Math.round(image.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas 2D context unavailable');
      if (outputType === 'image/jpeg') {
        // jpeg has no transparency; without a backdrop transparent pixels would turn black.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
      }
      context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(outputType, env.quality ?? DEFAULT_QUALITY);
    } finally {
      image.close?.();
    }
  };
}

/** Decoding through an <img> element and drawing on a <canvas> of `doc` (the page's by default, looked up at call time). */
export function browserCanvasEnv(doc: Document = globalThis.document): CanvasEncoderEnv {
  return {
    async decode(dataUrl) {
      const image = doc.createElement('img');
      image.src = dataUrl;
      await image.decode();
      return { source: image, width: image.naturalWidth, height: image.naturalHeight };
    },
    createCanvas: () => doc.createElement('canvas'),
  };
}

export function createBrowserImageEncoder(doc?: Document): ImageEncoder {
  return createCanvasEncoder(browserCanvasEnv(doc));
}
