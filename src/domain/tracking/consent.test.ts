import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, consentModeState, needsConsent, readConsent, REJECT_ALL, storedConsent } from './consent';
import { consentVersion, NO_TRACKING } from './tracking-services';

const services = { ga4: 'G-TEST1234', gtm: '', metaPixel: '1234567890' };

describe('remembered consent', () => {
  it('reads back a choice stored for the same services', () => {
    const raw = JSON.stringify(storedConsent({ analytics: true, advertising: false }, services, 1));
    expect(readConsent(raw, services)).toEqual({ analytics: true, advertising: false });
    expect(needsConsent(raw, services)).toBe(false);
  });

  it('asks again once the shop changes its services', () => {
    const raw = JSON.stringify(storedConsent(ACCEPT_ALL, { ...services, metaPixel: '' }, 1));
    expect(readConsent(raw, services)).toBeNull();
    expect(needsConsent(raw, services)).toBe(true);
    expect(consentVersion(services)).not.toBe(consentVersion({ ...services, ga4: 'G-OTHER999' }));
  });

  it('ignores nothing stored, broken text and a malformed choice', () => {
    for (const raw of [null, '', '{', 'null', '[]', JSON.stringify({ analytics: 'yes', advertising: true, version: consentVersion(services) })]) {
      expect(readConsent(raw, services)).toBeNull();
    }
  });

  it('never asks when the shop configured no service', () => {
    expect(needsConsent(null, NO_TRACKING)).toBe(false);
    expect(needsConsent(null, services)).toBe(true);
  });
});

describe('Consent Mode v2 state', () => {
  it('denies everything by default and grants what was chosen', () => {
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
    expect(consentModeState(null)).toEqual(denied);
    expect(consentModeState(REJECT_ALL)).toEqual(denied);
    expect(consentModeState({ analytics: true, advertising: false })).toEqual({ ...denied, analytics_storage: 'granted' });
    expect(consentModeState(ACCEPT_ALL)).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
  });
});
