import { describe, expect, it, vi } from 'vitest';
import { failingReader, t } from './files-test-fixtures';
import { FileCheckError, describeFileError, extensionOf, readPickedFile } from './picked-file';

const png = () => new File(['abc'], 'Foto Produk.PNG', { type: 'image/png' });

describe('readPickedFile', () => {
  it('reads a file into name, type, extension, a data URL and size', async () => {
    await expect(readPickedFile(png())).resolves.toEqual({
      name: 'Foto Produk.PNG',
      type: 'image/png',
      extension: 'png',
      data: 'data:image/png;base64,YWJj',
      size: 3,
    });
  });

  it('reads raw bytes when asked for an ArrayBuffer', async () => {
    const picked = await readPickedFile(png(), { readAs: 'arrayBuffer' });
    expect(picked.data).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(picked.data as ArrayBuffer)]).toEqual([97, 98, 99]);
  });

  it('rejects a subtype outside the allowed list with error.notAllowed, without reading', async () => {
    const createReader = vi.fn();
    const pdf = new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' });
    const failure = readPickedFile(pdf, { accept: ['png', 'jpeg'], createReader });
    await expect(failure).rejects.toBeInstanceOf(FileCheckError);
    await expect(failure).rejects.toMatchObject({ key: 'error.notAllowed' });
    expect(createReader).not.toHaveBeenCalled();
  });

  it('accepts a listed subtype whatever its case, and any file without a list', async () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await expect(readPickedFile(svg, { accept: ['PNG', 'svg+xml'] })).resolves.toMatchObject({ extension: 'svg' });
    await expect(readPickedFile(new File(['x'], 'a.bin', { type: 'application/octet-stream' }))).resolves.toMatchObject({ extension: 'bin' });
  });

  it('judges a file of unknown type by its extension', async () => {
    const untyped = new File(['x'], 'gambar.webp', { type: '' });
    await expect(readPickedFile(untyped, { accept: ['webp'] })).resolves.toMatchObject({ type: '', extension: 'webp' });
    await expect(readPickedFile(untyped, { accept: ['png'] })).rejects.toMatchObject({ key: 'error.notAllowed' });
  });

  it("throws 'File.get fail' when no file was chosen", async () => {
    await expect(readPickedFile(undefined)).rejects.toThrow(new Error('File.get fail'));
    await expect(readPickedFile(null)).rejects.toThrow('File.get fail');
  });

  it("reports a read error with the reader's own message", async () => {
    const failure = readPickedFile(png(), { createReader: failingReader('NotReadableError: the file is gone') });
    await expect(failure).rejects.toThrow('NotReadableError: the file is gone');
    await expect(failure).rejects.not.toBeInstanceOf(FileCheckError);
  });
});

describe('extensionOf', () => {
  it('is the lowercased part after the last dot, or nothing', () => {
    expect(extensionOf('arsip.tar.GZ')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
  });
});

describe('describeFileError', () => {
  it('translates rule failures, no-file and read failures', () => {
    expect(describeFileError(new FileCheckError('error.notAllowed'), t)).toBe('Jenis berkas ini tidak diizinkan.');
    expect(describeFileError(new Error('File.get fail'), t)).toBe('Belum ada berkas yang dipilih.');
    expect(describeFileError(new Error('NotReadableError'), t)).toBe('Berkas tidak dapat dibaca: NotReadableError');
  });
});
