/**
 * The analytics and ad services a shop may configure (spec §7): Google Analytics 4 (a
 * measurement id), Google Tag Manager (a container) and the Meta pixel (a numeric id). The
 * rules are pure so the settings screen, the server and the Content-Security-Policy agree.
 */

/** What a shop has configured; an empty string is a service switched off. */
export interface TrackingServices {
  /** GA4 measurement id, `G-XXXXXXX`. */
  ga4: string;
  /** Tag Manager container, `GTM-XXXXXX`. */
  gtm: string;
  /** Meta pixel id, digits only. */
  metaPixel: string;
}

export const NO_TRACKING: TrackingServices = Object.freeze({ ga4: '', gtm: '', metaPixel: '' });

const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const PIXEL_ID = /^\d{6,20}$/;

export type TrackingField = keyof TrackingServices;
export interface TrackingProblem { field: TrackingField; key: string }

/** Input as typed: spaces around it are dropped, Google ids are upper-cased. */
export function normaliseTrackingServices(input: Partial<Record<TrackingField, string | null | undefined>>, current: TrackingServices = NO_TRACKING): TrackingServices {
  const read = (field: TrackingField, upper: boolean) => {
    const value = input[field];
    if (value === undefined) return current[field];
    const trimmed = (value ?? '').trim();
    return upper ? trimmed.toUpperCase() : trimmed;
  };
  return { ga4: read('ga4', true), gtm: read('gtm', true), metaPixel: read('metaPixel', false) };
}

/** Every problem at once, each on its field with the message key that explains the expected form. */
export function checkTrackingServices(services: TrackingServices): TrackingProblem[] {
  const problems: TrackingProblem[] = [];
  if (services.ga4 && !GA4_ID.test(services.ga4)) problems.push({ field: 'ga4', key: 'error.tracking.ga4Format' });
  if (services.gtm && !GTM_ID.test(services.gtm)) problems.push({ field: 'gtm', key: 'error.tracking.gtmFormat' });
  if (services.metaPixel && !PIXEL_ID.test(services.metaPixel)) problems.push({ field: 'metaPixel', key: 'error.tracking.pixelFormat' });
  return problems;
}

export function hasGoogle(services: TrackingServices): boolean {
  return Boolean(services.ga4 || services.gtm);
}

/** The consent banner appears only when at least one service is configured. */
export function hasTracking(services: TrackingServices): boolean {
  return hasGoogle(services) || Boolean(services.metaPixel);
}

/**
 * The version a remembered consent was given for. It names the services and their ids, so a
 * shopper who agreed to analytics is asked again once the shop adds an ad pixel (or another id).
 */
export function consentVersion(services: TrackingServices): string {
  return ['1', services.ga4, services.gtm, services.metaPixel].join('|');
}
