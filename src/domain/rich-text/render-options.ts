import type { ImageSource } from './entities';

export interface RichTextHtmlOptions {
  /**
   * `web` (default) for pages. `email` for messages: videos become links because mail
   * clients drop iframes, and button links carry their look as inline CSS.
   */
  mode?: 'web' | 'email';
  /**
   * The address of an image at one of the offered widths. When given, images whose width
   * is known get a `srcset`; without it they use their stored address alone.
   */
  imageUrlForWidth?: (source: ImageSource, width: number) => string;
  /** The `sizes` attribute of responsive images. */
  imageSizes?: string;
  /**
   * Where an address the renderer writes is served: pictures and files of the shop may live on
   * hosts of their own (spec §9), so their paths (`/media/…`, `/_/file/…`) are handed here
   * after they were checked, and whatever comes back is written. Without it, as stored.
   */
  address?: (url: string) => string;
}

export const DEFAULT_IMAGE_SIZES = '(max-width: 800px) 100vw, 800px';

/** Class names the storefront's stylesheet targets. */
export const RICH_TEXT_CLASSES = Object.freeze({
  button: 'rt-button',
  dropText: 'rt-drop-text',
  code: 'rt-code',
  image: 'rt-image',
  video: 'rt-video',
  table: 'rt-table',
  separator: 'rt-separator',
} as const);
