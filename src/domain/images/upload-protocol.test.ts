import { describe, expect, it } from 'vitest';
import { dataUrlLength, fileExtension, fileMimeType, imageSubtype, sameImageType } from './upload-protocol';

describe('upload protocol rules', () => {
  it('measures the data URL a file makes, as the page counts it', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const dataUrl = `data:image/gif;base64,${btoa(String.fromCharCode(...bytes))}`;
    expect(dataUrlLength(bytes.length, 'image/gif')).toBe(dataUrl.length);
    expect(dataUrlLength(0, 'image/gif')).toBe('data:image/gif;base64,'.length);
  });

  it('reads declared image types with or without image/', () => {
    expect(imageSubtype('image/svg+xml')).toBe('svg+xml');
    expect(imageSubtype(' PNG ')).toBe('png');
    expect(imageSubtype('image/svg+xml; charset=utf-8')).toBe('svg+xml');
    expect(imageSubtype('image/tiff')).toBe('');
    expect(imageSubtype(undefined)).toBe('');
    expect(sameImageType('jpg', 'jpeg')).toBe(true);
    expect(sameImageType('png', 'jpeg')).toBe(false);
  });

  it('takes only listed file types, by type or extension', () => {
    expect(fileMimeType('application/pdf')).toBe('application/pdf');
    expect(fileMimeType('PDF')).toBe('application/pdf');
    expect(fileMimeType('text/html')).toBe('');
    expect(fileMimeType('html')).toBe('');
    expect(fileMimeType('constructor')).toBe('');
    expect(fileExtension('.XLSX')).toBe('xlsx');
    expect(fileExtension('svg')).toBe('');
    expect(fileExtension('__proto__')).toBe('');
  });
});
