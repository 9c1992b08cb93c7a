/** Business constants and limits of spec §9 (and the numbers of §2, §5, §7 that code shares). */
import type { CurrencyCode } from './money/currency';
import type { Language } from './i18n/language';
import { LANGUAGE_STORAGE_KEY } from './i18n/language';

export { VOLUMETRIC_DIVIDER } from './shipping/weight';
export { MAX_TIME_VALUE } from './format/time';
export { IMAGE_WIDTHS, MAX_CHOSEN_IMAGE_WIDTH, DEFAULT_DEVICE_PIXEL_RATIO, MAX_SRCSET_SOURCE_WIDTH } from './media/image-sizes';

// Build and locale defaults
export const BUILD_NUMBER = 5013;
/** A page global may override it per shop. */
export const DEFAULT_CURRENCY: CurrencyCode = 'IDR';
export const DEFAULT_PHONE_COUNTRY_CODE = '62';
export const DEFAULT_LOCALE: Language = 'id';
export const DEFAULT_TIMEZONE_OFFSET = 0;

// Shop and cart limits
export const MAX_CAMPAIGNS = 50;
export const MAX_CUSTOMER_ADDRESSES = 10;
export const MAX_PRODUCT_IMAGES = 15;
/** Total units across the cart. */
export const MAX_CART_PRODUCTS = 100_000;
/** Lines of the local (browser) cart. */
export const MAX_CART_LINES = 100;
/** Saved checkouts kept in the browser; the oldest is dropped beyond this. */
export const MAX_SAVED_CHECKOUTS = 20;

// Network
export const FETCH_TIMEOUT_MS = 15_000;
export const RETRY_DELAYS_MS: readonly number[] = Object.freeze([1000, 3000]);
/** A reply with this status is not retried. */
export const NO_RETRY_STATUS = 503;
export const GRAPH_REQUEST_TIMEOUT_MS = 30_000;
export const GRAPH_RETRY_TIMEOUT_MS = 5000;
/** Graph queries whose GET address would be longer are sent as POST (spec §7). */
export const URL_LENGTH_LIMIT = 2000;
/** The spec names both paths for the shop's graph endpoint (spec §7). */
export const GRAPH_ENDPOINT_PATHS: readonly string[] = Object.freeze(['/graphql', '/_/graph']);
export const IMAGE_UPLOAD_TOKEN_PATH = '/_/upload/token/img';
export const FILE_UPLOAD_TOKEN_PATH = '/_/upload/token';
export const IMAGE_UPLOAD_PATH = '/_/upload/img';
export const GIF_UPLOAD_PATH = '/_/upload/gif';
/** Followed by the language, e.g. /_/i81n/id (spec §7). */
export const TRANSLATIONS_PATH_PREFIX = '/_/i81n/';
/** Approximate length of the comma-separated missing keys fetched in one request. */
export const TRANSLATION_BATCH_CHARS = 200;
/** About one use in this many re-checks a key for missing text. */
export const TRANSLATION_RECHECK_ONE_IN = 40;

// Routing and loading
export const ROUTE_HISTORY_LIMIT = 10;
export const ROUTE_NESTING_LIMIT = 10;
export const ADMIN_PATH_PREFIX = '/admin';
export const CHUNK_TIMEOUT_MS = 120_000;
export const SELECTION_CLEAR_DELAY_MS = 100;
export const PREVENT_JAVASCRIPT_POLL_MS = 100;
export const FORM_DEPTH_LIMIT = 30;

// Interaction and UI
export const LONG_PRESS_MS = 200;
export const MOBILE_BREAKPOINT_PX = 800;
export const ANIMATION_DURATION_MS = 500;
export const SPRING_TENSION = 40;
export const SPRING_FRICTION = 7;
export const MODAL_Z_INDEX = 19;
export const POPOVER_Z_INDEX = 20;
export const POPOVER_CLOSE_DELAY_MS = 300;
export const POPOVER_LEAVE_DELAY_MS = 200;
export const POPOVER_TOGGLER_MOVE_CLOSE_PX = 60;
export const ERROR_POPOVER_FADE_MS = 200;
export const ERROR_POPOVER_MARGIN = 20;
export const ERROR_POPOVER_DEBOUNCE_MARGIN = 10;
export const TOAST_MAX_COUNT = 3;
export const TOAST_GAP_MS = 800;
export const TOAST_DURATION_MS = 30_000;
export const TOAST_FADE_MS = 300;
export const TOAST_WIDTH_PX = 340;
export const UPLOAD_ERROR_TOAST_MS = 5000;
export const IMAGE_FADE_MS = 300;
/** Spacing between files of a multi-file download. */
export const DOWNLOAD_SPACING_MS = 1000;
export const USER_AGENT_MAX_LENGTH = 350;

// Uploads and images
export const ACCEPTED_IMAGE_SUBTYPES: readonly string[] = Object.freeze(['png', 'jpeg', 'jpg', 'bmp', 'webp', 'gif', 'svg+xml']);
/** 'image should be under 5 Mb' (spec §5), in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Animated gifs longer than this many characters (of their data URL) are rejected. */
export const MAX_GIF_CHARS = 7_000_000;
/** Images longer than this many characters are downscaled before upload. */
export const IMAGE_DOWNSCALE_CHARS = 800_000;
/** Widths tried in turn when downscaling; 0 ends the attempts: the smallest result so far is kept. */
export const IMAGE_DOWNSCALE_WIDTHS: readonly number[] = Object.freeze([2000, 1400, 1200, 1100, 1000, 800, 0]);

// Content layout and the rich-text editor
/** Share of the container taken by a half-width (left or right aligned) block. */
export const HALF_WIDTH_RATIO = 0.618;
export const DEFAULT_ALIGNMENT = 'center';
export const MAX_LIST_DEPTH = 4;
export const VIDEO_MAX_WIDTH_PX = 480;
export const VIDEO_ASPECT_PADDING_PERCENT = 58;
export const TABLE_HEADER_ROW_HEIGHT_PX = 30;

// Colour extraction from uploaded images
export const PALETTE_SIZE_DEFAULT = 10;
export const PALETTE_SIZE_SINGLE_COLOR = 5;
export const PALETTE_SIZE_MIN = 2;
export const PALETTE_SIZE_MAX = 256;
export const COLOR_EXTRACTION_MIN_ALPHA = 125;
export const QUANTIZER_SIGNIFICANT_BITS = 5;
export const QUANTIZER_MAX_ITERATIONS = 1000;
export const QUANTIZER_FRACTION_BY_POPULATION = 0.75;

/** Local-storage keys of the browser client (spec §7). */
export const STORAGE_KEYS = Object.freeze({
  itemCheckout: 'itemCheckout',
  localShoppingCart: 'localShoppingCart',
  multiDownloadWarned: 'multiDownloadWarned',
  webAppPrompted: 'webAppPrompted',
  language: LANGUAGE_STORAGE_KEY,
} as const);
