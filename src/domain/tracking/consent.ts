/**
 * A shopper's consent to tracking (spec §7): analytics (GA4, Tag Manager) and advertising (the
 * Meta pixel) separately, remembered with the version of the services it was given for.
 */
import { consentVersion, hasTracking, type TrackingServices } from './tracking-services';

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export interface StoredConsent extends ConsentChoice {
  version: string;
  /** Epoch ms of the choice. */
  at: number;
}

/** The local-storage key the choice is kept under. */
export const CONSENT_STORAGE_KEY = 'trackingConsent';

export const ACCEPT_ALL: ConsentChoice = Object.freeze({ analytics: true, advertising: true });
export const REJECT_ALL: ConsentChoice = Object.freeze({ analytics: false, advertising: false });

export function storedConsent(choice: ConsentChoice, services: TrackingServices, at: number): StoredConsent {
  return { analytics: choice.analytics, advertising: choice.advertising, version: consentVersion(services), at };
}

/**
 * The remembered choice, when it is well formed and was given for the services configured now;
 * null asks again (nothing stored, text that is not a choice, or the services changed).
 */
export function readConsent(raw: string | null | undefined, services: TrackingServices): ConsentChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { analytics, advertising, version } = value as Record<string, unknown>;
  if (typeof analytics !== 'boolean' || typeof advertising !== 'boolean' || version !== consentVersion(services)) return null;
  return { analytics, advertising };
}

/** Whether the banner must ask: a service is configured and no valid choice is remembered. */
export function needsConsent(raw: string | null | undefined, services: TrackingServices): boolean {
  return hasTracking(services) && readConsent(raw, services) === null;
}

export type ConsentSignal = 'granted' | 'denied';
/** Google Consent Mode v2 signals. */
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

/** Consent Mode's state for a choice; without one everything is denied (the default command). */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  const ads: ConsentSignal = choice?.advertising ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice?.analytics ? 'granted' : 'denied',
  };
}
