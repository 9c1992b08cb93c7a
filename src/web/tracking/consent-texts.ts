/**
 * The banner's words. The server does not render the banner (only the browser knows whether the
 * shopper has chosen), so a shop with tracking services embeds these in its pages.
 */
export const CONSENT_BANNER_TEXTS: readonly string[] = [
  'footer.consent.title', 'footer.consent.text', 'footer.consent.analyticsUses', 'footer.consent.advertisingUses', 'footer.consent.acceptAll',
  'footer.consent.reject', 'footer.consent.choose', 'footer.consent.chooseLegend', 'footer.consent.analytics', 'footer.consent.analyticsHint',
  'footer.consent.advertising', 'footer.consent.advertisingHint', 'footer.consent.save', 'footer.consent.settings',
];
