import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-react';
import { createTranslationStore } from '../i18n/translation-store';
import { createNotificationStore } from '../ui/feedback/notification-store';
import { NotificationsLayer } from '../ui/feedback/notifications-layer';
import { NotificationsProvider } from '../ui/feedback/notifications-react';
import { TEST_MESSAGES } from '../ui/feedback/feedback-test-utils';
import { TEXTS } from './files-test-fixtures';
import { useUploader, type Uploader } from './use-uploader';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderWithToasts(fetch: typeof globalThis.fetch): { uploader: () => Uploader } {
  let current: Uploader | null = null;
  function Probe() {
    current = useUploader({ fetch, baseUrl: 'https://toko.example/' });
    return null;
  }
  const i18n = createTranslationStore({ language: 'id', messages: { ...TEST_MESSAGES, ...TEXTS }, hash: 't', warn: () => undefined });
  render(<I18nProvider store={i18n}><NotificationsProvider store={createNotificationStore()}><Probe /><NotificationsLayer /></NotificationsProvider></I18nProvider>);
  return { uploader: () => current! };
}

describe('useUploader', () => {
  it('announces a failed image upload as a red alert with the reason, gone after 5000 ms', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('Masuk ke akun Anda atau sebagai staf toko untuk mengunggah.', { status: 401 })) as unknown as typeof globalThis.fetch;
    const { uploader } = renderWithToasts(fetch);
    let answer = '';
    await act(async () => {
      answer = await uploader().uploadImage({ name: 'a.png', type: 'image/png', extension: 'png', data: 'data:image/png;base64,AAAA', size: 3 });
    });
    expect(answer).toBe('-');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Gambar gagal diunggah.');
    expect(alert.textContent).toContain('Masuk ke akun Anda atau sebagai staf toko untuk mengunggah.');
    await act(async () => { vi.advanceTimersByTime(4900); });
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => { vi.advanceTimersByTime(1000); });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers the reference of a successful upload without any toast', async () => {
    const answers = [Response.json(['/_/upload/img?t=x']), new Response('/media/abc~a0b1c2_1x1_0')];
    const fetch = vi.fn(async () => answers.shift()!) as unknown as typeof globalThis.fetch;
    const { uploader } = renderWithToasts(fetch);
    let answer = '';
    await act(async () => {
      answer = await uploader().uploadImage({ name: 'a.png', type: 'image/png', extension: 'png', data: 'data:image/png;base64,AAAA', size: 3 });
    });
    expect(answer).toBe('/media/abc~a0b1c2_1x1_0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
