import { describe, expect, it, vi } from 'vitest';
import { editorImageUpload, textColumnWidth, uploadedImage } from './editor-upload';

describe('pictures a post takes from the upload protocol', () => {
  it('reads the image id and size from the reference the upload answers', () => {
    expect(uploadedImage('/media/abc_D-9~2a6f4e_1280x720_0')).toEqual({ id: 'abc_D-9', width: 1280, height: 720 });
    expect(uploadedImage('-')).toBeNull();
    expect(uploadedImage('/_/file/abc.pdf')).toBeNull();
    expect(uploadedImage('https://elsewhere.example/media/x~2a6f4e_10x10_0')).toBeNull();
  });

  it('shows a picture in the text at the widest copy up to 800 px, never enlarged', () => {
    expect(textColumnWidth(3000)).toBe(800);
    expect(textColumnWidth(750)).toBe(700);
    expect(textColumnWidth(10)).toBe(24);
  });

  it('gives the editor the resized copy’s address and the picture’s size, or fails after the uploader’s toast', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    const upload = vi.fn(async () => '/media/pic1~ffffff_1600x900_0');
    await expect(editorImageUpload(upload)(file)).resolves.toEqual({ src: '/media/pic1/800.webp', width: 1600, height: 900 });
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'foto.png', extension: 'png' }));
    await expect(editorImageUpload(async () => '-')(file)).rejects.toThrow();
  });
});
