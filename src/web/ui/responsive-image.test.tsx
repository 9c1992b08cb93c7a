import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './responsive-image';
import { EnvironmentProvider } from './environment';

const image = { id: 'abc', width: 1200, height: 800, dominantColor: '#a0b1c2', alt: null };

afterEach(() => cleanup());

describe('ResponsiveImage', () => {
  it('offers server-resized WebP widths up to the original and paints the dominant colour first', () => {
    render(<ResponsiveImage image={image} alt="Kain batik" sizes="100vw" displayWidth={400} />);
    const img = screen.getByRole('img', { name: 'Kain batik' });
    expect(img.getAttribute('srcset')).toContain('/media/abc/1200.webp 1200w');
    expect(img.getAttribute('srcset')).not.toContain('1400w');
    expect(img.getAttribute('src')).toBe('/media/abc/800.webp');
    const frame = img.parentElement!;
    expect(frame.style.backgroundColor).toBe('rgb(160, 177, 194)');
    expect(frame.style.getPropertyValue('--image-fade')).toBe('300ms');
    expect(img.className).toBe('img');
  });

  it('fades the picture in, and the placeholder out, once it has loaded', () => {
    render(<ResponsiveImage image={image} alt="Kain" sizes="100vw" displayWidth={400} />);
    const img = screen.getByRole('img', { name: 'Kain' });
    fireEvent.load(img);
    expect(img.className).toBe('img is-loaded');
    expect(img.parentElement!.className).toContain('is-loaded');
  });

  it('logs a picture that fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ResponsiveImage image={image} alt="Kain" sizes="100vw" displayWidth={400} />);
    fireEvent.error(screen.getByRole('img', { name: 'Kain' }));
    expect(warn).toHaveBeenCalledWith('image failed to load: abc');
    warn.mockRestore();
  });
});

describe('ResponsiveImage on separate hosts', () => {
  const hosts = { images: 'https://img.toko.example', gifs: 'https://gif.toko.example', files: '', scripts: '', api: '' };

  it('takes pictures from the pictures\' host and gifs from the gifs\' host, and a private one from the shop itself', () => {
    render(
      <EnvironmentProvider value={{ devTools: false, hosts }}>
        <ResponsiveImage image={image} alt="Foto" sizes="100vw" displayWidth={400} />
        <ResponsiveImage image={{ ...image, id: 'anim', gif: true }} alt="Animasi" sizes="100vw" displayWidth={400} />
        <ResponsiveImage image={{ ...image, id: 'proof' }} alt="Bukti" sizes="100vw" displayWidth={400} ownHost />
      </EnvironmentProvider>,
    );
    const photo = screen.getByRole('img', { name: 'Foto' });
    expect(photo.getAttribute('src')).toBe('https://img.toko.example/media/abc/800.webp');
    expect(photo.getAttribute('srcset')).toContain('https://img.toko.example/media/abc/1200.webp 1200w');
    expect(screen.getByRole('img', { name: 'Animasi' }).getAttribute('src')).toBe('https://gif.toko.example/media/anim/800.webp');
    expect(screen.getByRole('img', { name: 'Bukti' }).getAttribute('src')).toBe('/media/proof/800.webp');
  });
});
