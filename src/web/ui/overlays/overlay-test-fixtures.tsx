// Shared set-up of the overlay tests: the app's providers around the overlay layers.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/i18n-react';
import { formsMessages } from '../../../domain/i18n/messages/forms.messages';
import { overlaysMessages } from '../../../domain/i18n/messages/overlays.messages';
import { createTranslationStore } from '../../i18n/translation-store';
import type { TranslationStore } from '../../i18n/translation-store';
import { createRouter } from '../../router/router';
import { RouterProvider } from '../../router/router-react';
import { memoryEnv, routeTable, screenModule } from '../../router/router-test-fixtures';
import type { Router } from '../../router/router-types';
import { OverlayLayers, OverlayProvider } from './overlay-layers';
import type { OverlayProviderProps } from './overlay-layers';

/** The Indonesian texts the overlays use: their own and the forms' validation messages. */
export const OVERLAY_MESSAGES_ID: Readonly<Record<string, string>> = { ...overlaysMessages.id, ...formsMessages.id };

export function testI18n(messages: Readonly<Record<string, string>> = OVERLAY_MESSAGES_ID): TranslationStore {
  return createTranslationStore({ language: 'id', messages, hash: 't', warn: () => {} });
}

export function testRouter(path = '/'): Router {
  return createRouter({
    routes: routeTable(),
    env: memoryEnv(path),
    preloaded: new Map([
      ['home', screenModule('Home')],
      ['product', screenModule('Product')],
    ]),
  });
}

export function OverlayTestProviders({ router, i18n, children, provider = {} }: {
  router: Router;
  i18n: TranslationStore;
  children?: ReactNode;
  provider?: Omit<OverlayProviderProps, 'children'>;
}) {
  return (
    <RouterProvider router={router}>
      <I18nProvider store={i18n}>
        <OverlayProvider {...provider}>
          <main>{children}</main>
          <OverlayLayers />
        </OverlayProvider>
      </I18nProvider>
    </RouterProvider>
  );
}

export function renderWithOverlays(ui: ReactNode, options: { path?: string; provider?: Omit<OverlayProviderProps, 'children'> } = {}) {
  const router = testRouter(options.path);
  const i18n = testI18n();
  const result = render(
    <OverlayTestProviders router={router} i18n={i18n} provider={options.provider}>
      {ui}
    </OverlayTestProviders>,
  );
  return { ...result, router, i18n };
}
