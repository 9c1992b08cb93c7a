import { describe, expect, it, vi } from 'vitest';
import { IMAGE_DOWNSCALE_CHARS, MAX_GIF_CHARS, MAX_IMAGE_BYTES } from './image-check';
import { bytesOf, dataUrlOfLength, gifDataUrl } from './files-test-fixtures';
import { countGifFrames, isAnimatedGif } from './gif-frames';
import type { ImageEncoder } from './image-check';
import { IMAGE_INPUT_ACCEPT, checkImageForUpload } from './image-check';
import type { PickedFile } from './picked-file';

function picked(type: string, data: string, name = 'foto.png', size = bytesOf(data)): PickedFile {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return { name, type, extension, data, size };
}

/** Output length grows with width, as a real encoder's does: `perPixel` characters per pixel of width. */
function widthEncoder(perPixel: number) {
  return vi.fn<ImageEncoder>((_source, width, outputType) => Promise.resolve(dataUrlOfLength(outputType, width * perPixel)));
}

const neverCalled: ImageEncoder = () => Promise.reject(new Error('encoder must not be called'));
const small = (type: string) => picked(type, dataUrlOfLength(type, 1000));

describe('checkImageForUpload: types and size', () => {
  it.each(['png', 'jpeg', 'jpg', 'bmp', 'webp', 'gif', 'svg+xml'])('accepts image/%s', async (subtype) => {
    const file = small(`image/${subtype}`);
    await expect(checkImageForUpload(file, { encoder: neverCalled })).resolves.toEqual({ file, animated: false });
  });

  it.each(['image/tiff', 'image/heic', 'application/pdf', 'text/html'])('refuses %s with error.notAllowed', async (type) => {
    await expect(checkImageForUpload(small(type), { encoder: neverCalled })).rejects.toMatchObject({ key: 'error.notAllowed' });
  });

  it("refuses an image over 5 MB with 'image should be under 5 Mb', and takes one of exactly 5 MB", async () => {
    const data = dataUrlOfLength('image/jpeg', 1000);
    const over = picked('image/jpeg', data, 'besar.jpg', MAX_IMAGE_BYTES + 1);
    await expect(checkImageForUpload(over, { encoder: neverCalled })).rejects.toMatchObject({ key: 'image should be under 5 Mb' });
    const limit = picked('image/jpeg', data, 'pas.jpg', MAX_IMAGE_BYTES);
    await expect(checkImageForUpload(limit, { encoder: neverCalled })).resolves.toMatchObject({ animated: false });
  });

  it('offers every accepted type to the file dialog', () => {
    expect(IMAGE_INPUT_ACCEPT).toBe('image/png,image/jpeg,image/jpg,image/bmp,image/webp,image/gif,image/svg+xml');
  });
});

describe('checkImageForUpload: animated gifs', () => {
  it('tells animated gifs from still ones', () => {
    expect(isAnimatedGif(gifDataUrl(2))).toBe(true);
    expect(isAnimatedGif(gifDataUrl(1))).toBe(false);
    expect(countGifFrames(atob(gifDataUrl(3).split(',')[1]!))).toBe(3);
    expect(isAnimatedGif('data:image/gif;base64,bm90IGEgZ2lm')).toBe(false);
  });

  it('refuses an animated gif whose data URL is over 7,000,000 characters', async () => {
    const data = gifDataUrl(2, MAX_GIF_CHARS + 1);
    expect(data.length).toBeGreaterThan(MAX_GIF_CHARS);
    await expect(checkImageForUpload(picked('image/gif', data, 'goyang.gif'), { encoder: neverCalled }))
      .rejects.toMatchObject({ key: 'files.gifTooLarge' });
  });

  it('holds an animated gif under the gif limit to the 5 MB rule too', async () => {
    const data = gifDataUrl(2, MAX_GIF_CHARS - 8);
    expect(data.length).toBeLessThanOrEqual(MAX_GIF_CHARS);
    expect(bytesOf(data)).toBeGreaterThan(MAX_IMAGE_BYTES);
    await expect(checkImageForUpload(picked('image/gif', data, 'goyang.gif'), { encoder: neverCalled }))
      .rejects.toMatchObject({ key: 'image should be under 5 Mb' });
  });

  it('uploads a long animated gif within the limits untouched, never through the encoder', async () => {
    const file = picked('image/gif', gifDataUrl(2, 3 * IMAGE_DOWNSCALE_CHARS), 'goyang.gif');
    await expect(checkImageForUpload(file, { encoder: neverCalled })).resolves.toEqual({ file, animated: true });
  });

  it('downscales a long still gif like any image', async () => {
    const encoder = widthEncoder(100);
    const result = await checkImageForUpload(picked('image/gif', gifDataUrl(1, IMAGE_DOWNSCALE_CHARS + 4), 'diam.gif'), { encoder });
    expect(result).toMatchObject({ animated: false, width: 2000 });
    expect(encoder).toHaveBeenCalledTimes(1);
  });
});

describe('checkImageForUpload: downscaling', () => {
  it('keeps an image of at most 800000 characters as it is', async () => {
    const file = picked('image/png', dataUrlOfLength('image/png', IMAGE_DOWNSCALE_CHARS));
    await expect(checkImageForUpload(file, { encoder: neverCalled })).resolves.toEqual({ file, animated: false });
  });

  it('tries 2000 then 1400 px and stops at the first encoding under the limit', async () => {
    const encoder = widthEncoder(500); // 2000 px → 1,000,000 characters, 1400 px → 700,000
    const result = await checkImageForUpload(picked('image/png', dataUrlOfLength('image/png', 2_000_000), 'Foto.PNG'), { encoder });
    expect(encoder.mock.calls.map(([, width]) => width)).toEqual([2000, 1400]);
    expect(result.width).toBe(1400);
    expect(result.file.data).toHaveLength(700_000);
    expect(result.file).toMatchObject({ name: 'Foto.webp', type: 'image/webp', extension: 'webp', size: bytesOf(result.file.data) });
  });

  it('encodes photos as jpeg and transparent-capable formats as webp', async () => {
    const encoder = widthEncoder(1);
    const jpeg = await checkImageForUpload(picked('image/jpeg', dataUrlOfLength('image/jpeg', 900_000), 'a.jpeg'), { encoder });
    expect(encoder).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/jpeg/), 2000, 'image/jpeg');
    expect(jpeg.file).toMatchObject({ name: 'a.jpg', extension: 'jpg', type: 'image/jpeg' });
    await checkImageForUpload(picked('image/png', dataUrlOfLength('image/png', 900_000)), { encoder });
    expect(encoder).toHaveBeenLastCalledWith(expect.any(String), 2000, 'image/webp');
  });

  it('goes through 2000, 1400, 1200, 1100, 1000 and 800, then gives up at 0 keeping the smallest', async () => {
    const encoder = widthEncoder(1001); // even 800 px gives 800,800 characters
    const result = await checkImageForUpload(picked('image/bmp', dataUrlOfLength('image/bmp', 4_000_000), 'scan.bmp'), { encoder });
    expect(encoder.mock.calls.map(([, width]) => width)).toEqual([2000, 1400, 1200, 1100, 1000, 800]);
    expect(result.width).toBe(800);
    expect(result.file.data).toHaveLength(800 * 1001);
  });

  it('keeps the original when no encoding is shorter', async () => {
    const file = picked('image/png', dataUrlOfLength('image/png', 900_000));
    const result = await checkImageForUpload(file, { encoder: widthEncoder(10_000) });
    expect(result).toEqual({ file, animated: false });
  });

  it('never rasterises svg', async () => {
    const file = picked('image/svg+xml', dataUrlOfLength('image/svg+xml', 2_000_000), 'peta.svg');
    await expect(checkImageForUpload(file, { encoder: neverCalled })).resolves.toEqual({ file, animated: false });
  });

  it('turns ArrayBuffer data into a data URL first', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const file: PickedFile = { name: 'a.png', type: 'image/png', extension: 'png', data: bytes.buffer, size: 4 };
    const result = await checkImageForUpload(file, { encoder: neverCalled });
    expect(result.file.data).toBe('data:image/png;base64,iVBORw==');
  });

  it('rejects with the encoder failure', async () => {
    const file = picked('image/png', dataUrlOfLength('image/png', 900_000));
    await expect(checkImageForUpload(file, { encoder: () => Promise.reject(new Error('decode failed')) })).rejects.toThrow('decode failed');
  });
});
