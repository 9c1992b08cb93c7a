/**
 * The hosts the Content-Security-Policy admits for a shop's configured services: exactly what
 * each one needs, and nothing for a service that is off. Hosts follow Google's CSP guide for
 * gtag.js/GTM and the Meta pixel's image requests (docs/decisions/0044).
 */
import { type TrackingServices } from './tracking-services';

export interface TrackingCspSources {
  script: string[];
  img: string[];
  connect: string[];
}

const GTM_HOST = 'https://www.googletagmanager.com';
/** GA4 answers from regional hosts (region1.google-analytics.com, …), hence the wildcards. */
const GA4_SCRIPT = [GTM_HOST];
const GA4_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GA4_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
/** The pixel is sent as documented image requests: no script of Meta's runs on the page. */
const PIXEL_IMG = ['https://www.facebook.com'];

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

export function trackingCspSources(services: TrackingServices): TrackingCspSources {
  const script: string[] = [];
  const img: string[] = [];
  const connect: string[] = [];
  if (services.ga4) {
    script.push(...GA4_SCRIPT);
    img.push(...GA4_IMG);
    connect.push(...GA4_CONNECT);
  }
  if (services.gtm) {
    // The container itself, and the GA4 tags it usually holds.
    script.push(GTM_HOST);
    img.push(...GA4_IMG);
    connect.push(...GA4_CONNECT);
  }
  if (services.metaPixel) img.push(...PIXEL_IMG);
  return { script: unique(script), img: unique(img), connect: unique(connect) };
}
