// The shopper's consent as the banner and the footer link see it: whether to ask, the choice
// made, and saving a new one (which applies it at once).
import { useSyncExternalStore } from 'react';
import { CONSENT_STORAGE_KEY, needsConsent, storedConsent, type ConsentChoice } from '../../domain/tracking/consent';
import { hasTracking } from '../../domain/tracking/tracking-services';
import { applyConsent, currentConsent, startTracking } from './tag-loader';
import { currentPage, deliverCurrentPageView } from './tracking';
import { pageConfig, pageStorage, type TrackingHost } from './tracking-page';

export interface ConsentView {
  /** The shop configured a service: there is something to consent to. */
  offered: boolean;
  /** The banner is shown: no valid choice yet, or the shopper opened it from the footer. */
  open: boolean;
  /** Opened again from the footer (rather than asking on arrival). */
  reopened: boolean;
  choice: ConsentChoice | null;
}

const listeners = new Set<() => void>();
let reopened = false;
let view: ConsentView | null = null;
const SERVER_VIEW: ConsentView = { offered: false, open: false, reopened: false, choice: null };

function computeView(): ConsentView {
  const config = pageConfig();
  const storage = pageStorage();
  const choice = currentConsent(config, storage);
  let raw: string | null;
  try {
    raw = storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  return { offered: hasTracking(config), open: reopened || needsConsent(raw, config), reopened, choice };
}

function changed(): void {
  view = computeView();
  for (const listener of listeners) listener();
}

export function consentView(): ConsentView {
  view ??= computeView();
  return view;
}

/** Shows the banner again (the footer's link), to change the choice. */
export function reopenConsent(): void {
  reopened = true;
  changed();
}

/**
 * Remembers `choice` for the services configured now and applies it: the page the shopper is
 * on is reported to the services it newly allows, each told once however often the choice is
 * saved (the data layer holds that page view already).
 */
export function saveConsent(choice: ConsentChoice): void {
  const config = pageConfig();
  const storage = pageStorage();
  const host = window as TrackingHost;
  // Consent Mode's default goes first, before the choice is stored and applied.
  startTracking(host, config);
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(choice, config, Date.now())));
  } catch {
    // Storage off: nothing is remembered, so nothing is sent and the banner asks again.
  }
  reopened = false;
  applyConsent(host, config, choice, currentPage());
  deliverCurrentPageView(host, config, storage);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent state; on the server (and the first browser render) nothing is offered yet. */
export function useConsent(): ConsentView {
  return useSyncExternalStore(subscribe, consentView, () => SERVER_VIEW);
}
