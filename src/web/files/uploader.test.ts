import { describe, expect, it, vi } from 'vitest';
import { t } from './files-test-fixtures';
import type { ImageEncoder } from './image-check';
import type { PickedFile } from './picked-file';
import type { Notify } from './upload-failure';
import { uploadFile, uploadImage } from './uploader';

const BASE = 'https://toko.example/admin/posts/1';
const REFERENCE = '/media/abc123~a0b1c2_40x30_0';

function dataUrl(type: string, length: number): string {
  const prefix = `data:${type};base64,`;
  // Whole base64 quads, as a browser's reader writes them.
  return prefix + 'A'.repeat(Math.max(0, Math.floor((length - prefix.length) / 4) * 4));
}

function picked(type: string, data: string | ArrayBuffer, name = 'gambar.png'): PickedFile {
  const size = typeof data === 'string' ? Math.floor(((data.length - data.indexOf(',') - 1) * 3) / 4) : data.byteLength;
  return { name, type, extension: name.slice(name.lastIndexOf('.') + 1), data, size };
}

/** A fetch that answers each call in turn and records what it was asked. */
function scriptedFetch(...answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const neverEncode: ImageEncoder = () => Promise.reject(new Error('not expected'));

describe('uploadImage', () => {
  it('asks for a token for the exact type and size, posts the picture in field img and answers the reference', async () => {
    const { fetch, calls } = scriptedFetch(Response.json(['https://toko.example/_/upload/img?t=abc']), new Response(REFERENCE));
    const notify = vi.fn<Notify>();
    const png = dataUrl('image/png', 400);
    const reference = await uploadImage(picked('image/png', png), { fetch, notify, t, encoder: neverEncode, baseUrl: BASE });
    expect(reference).toBe(REFERENCE);
    expect(notify).not.toHaveBeenCalled();
    const token = new URL(calls[0]!.url);
    expect(token.pathname).toBe('/_/upload/token/img');
    expect(Object.fromEntries(token.searchParams)).toEqual({ v: '1', type: 'image/png', size: String(picked('image/png', png).size) });
    expect(calls[0]!.init?.credentials).toBe('include');
    expect(calls[1]!.url).toBe('https://toko.example/_/upload/img?t=abc');
    expect(calls[1]!.init?.method).toBe('POST');
    const sent = (calls[1]!.init?.body as FormData).get('img') as File;
    expect(sent.size).toBe(picked('image/png', png).size);
    expect(sent.type).toBe('image/png');
  });

  it('downscales a picture over 800000 characters through the widths before asking, and announces the new size', async () => {
    const { fetch, calls } = scriptedFetch(Response.json(['/_/upload/img?t=abc']), new Response(REFERENCE));
    const widths: number[] = [];
    const encoder: ImageEncoder = async (_source, width) => {
      widths.push(width);
      return dataUrl('image/jpeg', width === 1200 ? 500_000 : 900_000);
    };
    const reference = await uploadImage(picked('image/jpeg', dataUrl('image/jpeg', 1_000_000), 'foto.jpg'), { fetch, notify: vi.fn(), t, encoder, baseUrl: BASE });
    expect(reference).toBe(REFERENCE);
    expect(widths).toEqual([2000, 1400, 1200]);
    const size = Number(new URL(calls[0]!.url).searchParams.get('size'));
    expect(size).toBe(((dataUrl('image/jpeg', 500_000).length - 'data:image/jpeg;base64,'.length) * 3) / 4);
    expect(calls[1]!.url).toBe('https://toko.example/_/upload/img?t=abc');
  });

  it("shows the red toast for 5000 ms with the reason and answers '-' for a picture over 5 MB, asking nothing", async () => {
    const { fetch } = scriptedFetch();
    const notify = vi.fn<Notify>();
    const answer = await uploadImage({ name: 'besar.png', type: 'image/png', extension: 'png', data: dataUrl('image/png', 100), size: 5 * 1024 * 1024 + 1 }, { fetch, notify, t, encoder: neverEncode, baseUrl: BASE });
    expect(answer).toBe('-');
    expect(fetch).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith({ id: expect.any(String), title: 'Gambar gagal diunggah.', content: 'Ukuran gambar harus di bawah 5 MB.', color: 'red', duration: 5000 });
  });

  it("shows the shop's refusal, and the headline alone when the network fails or the answer is no reference", async () => {
    const png = picked('image/png', dataUrl('image/png', 200));
    const refused = vi.fn<Notify>();
    const { fetch: refusing } = scriptedFetch(new Response('Masuk ke akun Anda atau sebagai staf toko untuk mengunggah.', { status: 401 }));
    expect(await uploadImage(png, { fetch: refusing, notify: refused, t, encoder: neverEncode, baseUrl: BASE })).toBe('-');
    expect(refused.mock.calls[0]![0]).toMatchObject({ title: 'Gambar gagal diunggah.', content: 'Masuk ke akun Anda atau sebagai staf toko untuk mengunggah.', color: 'red', duration: 5000 });

    for (const answers of [[new TypeError('Failed to fetch')], [Response.json(['/_/upload/img?t=x']), new Response('<html>oops</html>')], [new Response('fault details', { status: 500 })]]) {
      const notify = vi.fn<Notify>();
      const { fetch } = scriptedFetch(...answers);
      expect(await uploadImage(png, { fetch, notify, t, encoder: neverEncode, baseUrl: BASE })).toBe('-');
      expect(notify).toHaveBeenCalledExactlyOnceWith({ id: expect.any(String), content: 'Gambar gagal diunggah.', color: 'red', duration: 5000 });
    }
  });

  it('never posts to an address that is not http(s)', async () => {
    const { fetch, calls } = scriptedFetch(Response.json(['javascript:alert(1)']));
    expect(await uploadImage(picked('image/png', dataUrl('image/png', 200)), { fetch, notify: vi.fn(), t, encoder: neverEncode, baseUrl: BASE })).toBe('-');
    expect(calls).toHaveLength(1);
  });
});

describe('uploadFile', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n').buffer as ArrayBuffer;

  it('asks for the upload address as text, posts extension and file, and answers the reference', async () => {
    const { fetch, calls } = scriptedFetch(new Response('https://toko.example/_/upload/file?t=abc'), new Response('/_/file/AAAAAAAAAAAAAAAAAAAAAAAA.pdf'));
    const notify = vi.fn<Notify>();
    const reference = await uploadFile(picked('application/pdf', pdf, 'Katalog.PDF'), { fetch, notify, t, baseUrl: BASE });
    expect(reference).toBe('/_/file/AAAAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({ v: '1', type: 'application/pdf', size: String(pdf.byteLength) });
    const form = calls[1]!.init?.body as FormData;
    expect(form.get('extension')).toBe('pdf');
    expect((form.get('file') as File).size).toBe(pdf.byteLength);
    expect(notify).not.toHaveBeenCalled();
  });

  it("shows the red 'xFailed upload' toast for a type not taken, a file over 5 MB or a refusal", async () => {
    const notAllowed = vi.fn<Notify>();
    const { fetch } = scriptedFetch();
    expect(await uploadFile(picked('application/x-msdownload', pdf, 'setup.exe'), { fetch, notify: notAllowed, t, baseUrl: BASE })).toBeNull();
    expect(notAllowed).toHaveBeenCalledExactlyOnceWith({ id: expect.any(String), title: 'Berkas gagal diunggah.', content: 'Jenis berkas ini tidak diizinkan.', color: 'red', duration: 5000 });
    const large = vi.fn<Notify>();
    expect(await uploadFile(picked('application/pdf', new ArrayBuffer(5 * 1024 * 1024 + 1), 'besar.pdf'), { fetch, notify: large, t, baseUrl: BASE })).toBeNull();
    expect(large.mock.calls[0]![0]).toMatchObject({ content: 'Ukuran berkas harus di bawah 5 MB.', duration: 5000 });
    expect(fetch).not.toHaveBeenCalled();
    const refused = vi.fn<Notify>();
    const { fetch: refusing } = scriptedFetch(new Response('Masuk sebagai staf toko untuk melakukan ini.', { status: 403 }));
    expect(await uploadFile(picked('application/pdf', pdf, 'a.pdf'), { fetch: refusing, notify: refused, t, baseUrl: BASE })).toBeNull();
    expect(refused.mock.calls[0]![0]).toMatchObject({ title: 'Berkas gagal diunggah.', content: 'Masuk sebagai staf toko untuk melakukan ini.', color: 'red' });
  });
});
