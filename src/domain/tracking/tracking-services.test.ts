import { describe, expect, it } from 'vitest';
import { checkTrackingServices, hasTracking, normaliseTrackingServices, NO_TRACKING } from './tracking-services';
import { trackingCspSources } from './tracking-csp';

describe('tracking ids', () => {
  it('accepts the forms of each service, trimmed and with Google ids upper-cased', () => {
    const services = normaliseTrackingServices({ ga4: ' g-abc123xyz ', gtm: 'gtm-ab12cd', metaPixel: ' 123456789012345 ' });
    expect(services).toEqual({ ga4: 'G-ABC123XYZ', gtm: 'GTM-AB12CD', metaPixel: '123456789012345' });
    expect(checkTrackingServices(services)).toEqual([]);
    expect(checkTrackingServices(NO_TRACKING)).toEqual([]);
  });

  it('names every wrong id on its field at once', () => {
    expect(checkTrackingServices({ ga4: 'UA-12345-1', gtm: 'GTM-', metaPixel: 'fb123' })).toEqual([
      { field: 'ga4', key: 'error.tracking.ga4Format' },
      { field: 'gtm', key: 'error.tracking.gtmFormat' },
      { field: 'metaPixel', key: 'error.tracking.pixelFormat' },
    ]);
  });

  it('keeps a field left out and switches off an emptied one', () => {
    const current = { ga4: 'G-ABC123XYZ', gtm: '', metaPixel: '123456789' };
    expect(normaliseTrackingServices({ metaPixel: '' }, current)).toEqual({ ...current, metaPixel: '' });
    expect(hasTracking(NO_TRACKING)).toBe(false);
    expect(hasTracking({ ...NO_TRACKING, metaPixel: '123456789' })).toBe(true);
  });
});

describe('trackingCspSources', () => {
  it('admits nothing without services', () => {
    expect(trackingCspSources(NO_TRACKING)).toEqual({ script: [], img: [], connect: [] });
  });

  it('admits only the pixel’s image host for the pixel alone', () => {
    expect(trackingCspSources({ ...NO_TRACKING, metaPixel: '123456789' })).toEqual({ script: [], img: ['https://www.facebook.com'], connect: [] });
  });

  it('admits gtag.js and GA4’s collection hosts for GA4, once each with Tag Manager too', () => {
    const ga4 = trackingCspSources({ ...NO_TRACKING, ga4: 'G-ABC123XYZ' });
    expect(ga4.script).toEqual(['https://www.googletagmanager.com']);
    expect(ga4.connect).toEqual(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    expect(ga4.img).not.toContain('https://www.facebook.com');
    const both = trackingCspSources({ ga4: 'G-ABC123XYZ', gtm: 'GTM-AB12CD', metaPixel: '' });
    expect(both).toEqual(ga4);
  });
});
