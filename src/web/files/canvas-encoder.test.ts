import { describe, expect, it, vi } from 'vitest';
import type { CanvasContextLike, CanvasLike, DecodedImage } from './canvas-encoder';
import { createCanvasEncoder } from './canvas-encoder';

function setup(image: { width: number; height: number }, context: 'ok' | 'none' = 'ok') {
  const drawn: CanvasContextLike = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  const canvas: CanvasLike = {
    width: 0,
    height: 0,
    getContext: () => (context === 'ok' ? drawn : null),
    toDataURL: vi.fn((type?: string, quality?: number) => `data:${type};base64,${canvas.width}x${canvas.height}@${quality}`),
  };
  const close = vi.fn();
  const decoded: DecodedImage = { source: {} as CanvasImageSource, ...image, close };
  const decode = vi.fn(() => Promise.resolve(decoded));
  return { drawn, canvas, close, decode, encoder: createCanvasEncoder({ decode, createCanvas: () => canvas }) };
}

describe('createCanvasEncoder', () => {
  it('draws the image at the wanted width, keeping its proportions, and frees the decoded pixels', async () => {
    const { encoder, drawn, decode, close } = setup({ width: 4000, height: 3000 });
    await expect(encoder('data:image/png;base64,AAAA', 1400, 'image/webp')).resolves.toBe('data:image/webp;base64,1400x1050@0.85');
    expect(decode).toHaveBeenCalledWith('data:image/png;base64,AAAA');
    expect(drawn.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1400, 1050);
    expect(drawn.fillRect).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledOnce();
  });

  it('never enlarges an image narrower than the wanted width', async () => {
    const { encoder } = setup({ width: 600, height: 400 });
    await expect(encoder('data:image/png;base64,AAAA', 2000, 'image/webp')).resolves.toBe('data:image/webp;base64,600x400@0.85');
  });

  it('paints a white backdrop for jpeg, which has no transparency', async () => {
    const { encoder, drawn } = setup({ width: 3000, height: 1000 });
    await encoder('data:image/png;base64,AAAA', 1200, 'image/jpeg');
    expect(drawn.fillStyle).toBe('#ffffff');
    expect(drawn.fillRect).toHaveBeenCalledWith(0, 0, 1200, 400);
  });

  it('fails, still freeing the pixels, without a 2D context', async () => {
    const { encoder, close } = setup({ width: 10, height: 10 }, 'none');
    await expect(encoder('data:image/png;base64,AAAA', 800, 'image/webp')).rejects.toThrow('Canvas 2D context unavailable');
    expect(close).toHaveBeenCalledOnce();
  });
});
