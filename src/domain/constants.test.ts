import { describe, it, expect } from 'vitest';
import * as C from './constants';
import { isCurrencyCode } from './money/currency';

describe('business constants of spec §9', () => {
  it('match the spec', () => {
    expect(C.BUILD_NUMBER).toBe(5013);
    expect(C.DEFAULT_CURRENCY).toBe('IDR');
    expect(isCurrencyCode(C.DEFAULT_CURRENCY)).toBe(true);
    expect(C.DEFAULT_PHONE_COUNTRY_CODE).toBe('62');
    expect(C.DEFAULT_LOCALE).toBe('id');
    expect(C.DEFAULT_TIMEZONE_OFFSET).toBe(0);
    expect([C.MAX_CAMPAIGNS, C.MAX_CUSTOMER_ADDRESSES, C.MAX_PRODUCT_IMAGES]).toEqual([50, 10, 15]);
    expect([C.MAX_CART_PRODUCTS, C.MAX_CART_LINES, C.MAX_SAVED_CHECKOUTS]).toEqual([100000, 100, 20]);
    expect(C.VOLUMETRIC_DIVIDER).toBe(6000);
    expect(C.MAX_TIME_VALUE).toBe(7258118400000);
    expect(C.FETCH_TIMEOUT_MS).toBe(15000);
    expect(C.RETRY_DELAYS_MS).toEqual([1000, 3000]);
    expect(C.NO_RETRY_STATUS).toBe(503);
    expect([C.GRAPH_REQUEST_TIMEOUT_MS, C.GRAPH_RETRY_TIMEOUT_MS, C.URL_LENGTH_LIMIT]).toEqual([30000, 5000, 2000]);
    expect([C.ROUTE_HISTORY_LIMIT, C.CHUNK_TIMEOUT_MS, C.LONG_PRESS_MS]).toEqual([10, 120000, 200]);
    expect([C.ANIMATION_DURATION_MS, C.SPRING_TENSION, C.SPRING_FRICTION]).toEqual([500, 40, 7]);
    expect(C.MOBILE_BREAKPOINT_PX).toBe(800);
    expect([C.TOAST_MAX_COUNT, C.TOAST_GAP_MS, C.TOAST_DURATION_MS, C.TOAST_FADE_MS, C.TOAST_WIDTH_PX]).toEqual([3, 800, 30000, 300, 340]);
    expect(C.UPLOAD_ERROR_TOAST_MS).toBe(5000);
    expect([C.MODAL_Z_INDEX, C.POPOVER_Z_INDEX]).toEqual([19, 20]);
    expect(C.IMAGE_DOWNSCALE_WIDTHS).toEqual([2000, 1400, 1200, 1100, 1000, 800, 0]);
    expect([C.IMAGE_DOWNSCALE_CHARS, C.MAX_GIF_CHARS, C.DOWNLOAD_SPACING_MS]).toEqual([800000, 7000000, 1000]);
    expect(C.ACCEPTED_IMAGE_SUBTYPES).toEqual(['png', 'jpeg', 'jpg', 'bmp', 'webp', 'gif', 'svg+xml']);
    expect([C.HALF_WIDTH_RATIO, C.DEFAULT_ALIGNMENT, C.USER_AGENT_MAX_LENGTH]).toEqual([0.618, 'center', 350]);
    expect([C.MAX_LIST_DEPTH, C.VIDEO_MAX_WIDTH_PX, C.VIDEO_ASPECT_PADDING_PERCENT, C.TABLE_HEADER_ROW_HEIGHT_PX]).toEqual([4, 480, 58, 30]);
    expect([C.PALETTE_SIZE_DEFAULT, C.PALETTE_SIZE_SINGLE_COLOR, C.PALETTE_SIZE_MIN, C.PALETTE_SIZE_MAX]).toEqual([10, 5, 2, 256]);
    expect([C.COLOR_EXTRACTION_MIN_ALPHA, C.QUANTIZER_SIGNIFICANT_BITS, C.QUANTIZER_MAX_ITERATIONS, C.QUANTIZER_FRACTION_BY_POPULATION]).toEqual([125, 5, 1000, 0.75]);
    expect(C.FORM_DEPTH_LIMIT).toBe(30);
  });

  it('names the local-storage keys of spec §7', () => {
    expect(Object.values(C.STORAGE_KEYS).sort()).toEqual(['_lang', 'itemCheckout', 'localShoppingCart', 'multiDownloadWarned', 'webAppPrompted']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(C.RETRY_DELAYS_MS)).toBe(true);
    expect(Object.isFrozen(C.STORAGE_KEYS)).toBe(true);
    expect(Object.isFrozen(C.IMAGE_WIDTHS)).toBe(true);
  });
});
