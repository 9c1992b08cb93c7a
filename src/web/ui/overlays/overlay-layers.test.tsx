import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-react';
import { RouterProvider } from '../../router/router-react';
import { OverlayLayers, OverlayProvider } from './overlay-layers';
import { MODAL_LAYERS, POPOVER_LAYERS } from './overlay-layer-names';
import { renderWithOverlays, testI18n, testRouter } from './overlay-test-fixtures';

afterEach(() => {
  cleanup();
});

describe('root layers', () => {
  it('names the popover layers default, menu2, sidebar and the modal layers default, menu2', () => {
    expect(POPOVER_LAYERS).toEqual(['default', 'menu2', 'sidebar']);
    expect(MODAL_LAYERS).toEqual(['default', 'menu2']);
  });

  it('hosts every popover and modal layer', () => {
    const { container } = renderWithOverlays(<p>Isi</p>);
    const popovers = [...container.querySelectorAll('[data-overlay-popover-layer]')].map((element) => element.getAttribute('data-overlay-popover-layer'));
    const modals = [...container.querySelectorAll('[data-overlay-modal-layer]')].map((element) => element.getAttribute('data-overlay-modal-layer'));
    expect(popovers).toEqual(['default', 'menu2', 'sidebar']);
    expect(modals).toEqual(['default', 'menu2']);
  });

  it('puts the other layers in their slots, in the order of the spec', () => {
    const html = renderToString(
      <RouterProvider router={testRouter()}>
        <I18nProvider store={testI18n()}>
          <OverlayProvider>
            <OverlayLayers downloader={<p>Pengunduh</p>} pageMeta={<p>Metadata</p>} notifications={<p role="status">Notifikasi</p>} />
          </OverlayProvider>
        </I18nProvider>
      </RouterProvider>,
    );
    const order = ['overlay-layer-popover', 'Pengunduh', 'Metadata', 'overlay-layer-modal', 'Notifikasi'].map((part) => html.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('renders on the server with empty layers and no modal', () => {
    const html = renderToString(
      <RouterProvider router={testRouter()}>
        <I18nProvider store={testI18n()}>
          <OverlayProvider>
            <main>Isi</main>
            <OverlayLayers />
          </OverlayProvider>
        </I18nProvider>
      </RouterProvider>,
    );
    expect(html).toContain('data-overlay-modal-layer="menu2"');
    expect(html).not.toContain('role="dialog"');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
