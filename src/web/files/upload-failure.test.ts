import { describe, expect, it, vi } from 'vitest';
import { t } from './files-test-fixtures';
import type { Notify } from './upload-failure';
import { fileUploadFailed, imageUploadFailed } from './upload-failure';

describe('upload failure helpers', () => {
  it("raise a red 'image upload failed' toast for 5000 ms and stand '-' in for the image", () => {
    const notify = vi.fn<Notify>();
    expect(imageUploadFailed(notify, t)).toBe('-');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      id: expect.any(String),
      content: 'Gambar gagal diunggah.',
      color: 'red',
      duration: 5000,
    });
  });

  it("raise a red 'xFailed upload' toast for 5000 ms", () => {
    const notify = vi.fn<Notify>();
    expect(fileUploadFailed(notify, t)).toBeUndefined();
    expect(notify).toHaveBeenCalledExactlyOnceWith({ id: expect.any(String), content: 'Berkas gagal diunggah.', color: 'red', duration: 5000 });
  });

  it('reuse one toast per kind, so a burst of failures does not stack', () => {
    const notify = vi.fn<Notify>();
    imageUploadFailed(notify, t);
    imageUploadFailed(notify, t);
    fileUploadFailed(notify, t);
    const ids = notify.mock.calls.map(([toast]) => toast.id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
