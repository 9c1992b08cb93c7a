import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionMessages } from '../../../domain/i18n/messages/subscriptions.messages';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { createRouter } from '../../router/router';
import { RouterProvider } from '../../router/router-react';
import { memoryEnv, screenOf } from '../../router/router-test-fixtures';
import { forgetStartedHosts } from '../../tracking/tag-loader';
import { forgetReportedThisPage } from '../../tracking/tracking';
import SubscriptionConfirmedScreen from './subscription-confirmed.screen';

const KEY = 'Xy3_kP9-LmN0qR2sT4uV6w';

/** One load of the confirmed page at `path` (a reload forgets everything but local storage). */
function load(path: string): void {
  cleanup();
  forgetReportedThisPage();
  forgetStartedHosts();
  const router = createRouter({
    routes: [
      { name: 'home', path: '/', screen: screenOf('Home') },
      { name: 'subscriptionConfirmed', path: '/email/subscription/confirmed', screen: screenOf('Confirmed') },
    ],
    env: memoryEnv(path),
  });
  const i18n = createTranslationStore({ language: 'id', messages: subscriptionMessages.id, hash: 't', warn: () => undefined });
  render(<RouterProvider router={router}><I18nProvider store={i18n}><SubscriptionConfirmedScreen /></I18nProvider></RouterProvider>);
}

const subscribes = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'subscribe');

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  localStorage.clear();
  forgetReportedThisPage();
  forgetStartedHosts();
});

describe('the subscription confirmed page', () => {
  it('reports the subscription once per confirmation, not on every load', () => {
    load(`/email/subscription/confirmed?confirmation=${KEY}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Langganan Anda sudah aktif');
    expect(subscribes()).toEqual([expect.objectContaining({ event: 'subscribe', content_name: 'newsletter' })]);
    load(`/email/subscription/confirmed?confirmation=${KEY}`);
    expect(subscribes()).toHaveLength(1);
    load(`/email/subscription/confirmed?confirmation=${KEY.replace('X', 'Z')}`);
    expect(subscribes()).toHaveLength(2);
  });

  it('reports nothing when opened without a confirmation', () => {
    load('/email/subscription/confirmed');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(subscribes()).toEqual([]);
  });
});
