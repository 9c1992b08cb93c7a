import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/errors.server';
import { Browser, staffBrowser } from '../support/shop-flow';
import { staffWithRole } from '../support/staff-roles';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const READ = 'query { trackingSettings { ga4 gtm metaPixel } }';
const UPDATE = `mutation($input: TrackingSettingsInput!) { updateTrackingSettings(input: $input) { __typename
  ... on TrackingSettings { ga4 gtm metaPixel } ... on TrackingSettingsRefused { message fieldErrors { field message } } } }`;

interface Services { ga4: string; gtm: string; metaPixel: string }
interface Refused { __typename: 'TrackingSettingsRefused'; message: string; fieldErrors: Array<{ field: string; message: string }> }

/** The policy's directives by name. */
function policy(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

describe.each(engines())('tracking settings on %s', (engine) => {
  let server: TestServer;
  let owner: Browser;

  beforeAll(async () => {
    // Own database on PostgreSQL: the services are shop-wide, and other files share the demo shop.
    server = await startTestServer(engine, {}, { ownDatabase: true });
    owner = await staffBrowser(server);
  });
  afterAll(async () => { await server?.close(); });

  const admin = <T = Record<string, unknown>>(browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
    browser.graph<T>(query, variables, { m: query.startsWith('mutation') ? 'TrackingSettingsInput' : 'ID', path: '/admin/graphql' });
  const current = async (): Promise<Services> => (await admin<{ trackingSettings: Services }>(owner, READ)).data.trackingSettings;
  const save = async (input: Record<string, unknown>, browser = owner): Promise<(Services & { __typename: string }) | Refused> => {
    const answer = await admin<{ updateTrackingSettings: (Services & { __typename: string }) | Refused }>(browser, UPDATE, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data.updateTrackingSettings;
  };
  const embeddedMessages = (html: string): Record<string, string> =>
    (JSON.parse(/<script id="etalase-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { messages: Record<string, string> }).messages;
  const shopperPage = async (path = '/') => {
    const response = await new Browser(server).fetch(path);
    expect(response.status).toBe(200);
    return { csp: policy(response.headers.get('content-security-policy')), html: await response.text() };
  };

  it('admits no tracking host while no service is configured', async () => {
    expect(await current()).toEqual({ ga4: '', gtm: '', metaPixel: '' });
    const { csp, html } = await shopperPage();
    expect(csp['script-src']!.filter((source) => source.startsWith('https:'))).toEqual([]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(html).not.toMatch(/googletagmanager|google-analytics|facebook\.com\/tr|connect\.facebook/);
    // No banner to show: its words stay out of the page.
    expect(embeddedMessages(html)).not.toHaveProperty(['footer.consent.title']);
  });

  it('refuses ids in the wrong form with a message on each field, and saves nothing', async () => {
    const refused = await save({ ga4: 'UA-1234-1', gtm: 'GTM', metaPixel: 'fb-123' }) as Refused;
    expect(refused.__typename).toBe('TrackingSettingsRefused');
    expect(refused.message).toBe(translate('id', 'error.tracking.invalid'));
    expect(Object.fromEntries(refused.fieldErrors.map((error) => [error.field, error.message]))).toEqual({
      ga4: translate('id', 'error.tracking.ga4Format'),
      gtm: translate('id', 'error.tracking.gtmFormat'),
      metaPixel: translate('id', 'error.tracking.pixelFormat'),
    });
    expect(await current()).toEqual({ ga4: '', gtm: '', metaPixel: '' });
  });

  it('saves GA4 and the pixel (written loosely), and the next page admits exactly their hosts and carries their ids', async () => {
    expect(await save({ ga4: ' g-test1234 ', metaPixel: '1234567890' })).toEqual({ __typename: 'TrackingSettings', ga4: 'G-TEST1234', gtm: '', metaPixel: '1234567890' });
    const { csp, html } = await shopperPage();
    expect(csp['script-src']!.filter((source) => source.startsWith('https:'))).toEqual(['https://www.googletagmanager.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://www.facebook.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']);
    const config = /<script id="etalase-tracking" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config!)).toEqual({ ga4: 'G-TEST1234', gtm: '', metaPixel: '1234567890', currency: 'IDR' });
    // The banner asks on arrival in the shop's words, never blank while they load.
    expect(embeddedMessages(html)).toMatchObject({ 'footer.consent.title': translate('id', 'footer.consent.title'), 'footer.consent.acceptAll': translate('id', 'footer.consent.acceptAll') });
    // The page itself loads nothing from them: that waits for the shopper's consent.
    expect(html).not.toMatch(/<script[^>]+src="https:\/\/www\.googletagmanager|<img[^>]+facebook\.com/);
  });

  it('with the pixel alone admits only its image host', async () => {
    expect((await save({ ga4: '' })).__typename).toBe('TrackingSettings');
    const { csp } = await shopperPage();
    expect(csp['script-src']!.filter((source) => source.startsWith('https:'))).toEqual([]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('answers refusals in English for an English admin, and is for who manages settings only', async () => {
    const response = await owner.fetch('/admin/graphql?m=TrackingSettingsInput&lang=en', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: UPDATE, variables: { input: { gtm: 'nope' } } }),
    });
    const english = await response.json() as { data: { updateTrackingSettings: Refused } };
    expect(english.data.updateTrackingSettings.fieldErrors).toEqual([{ field: 'gtm', message: translate('en', 'error.tracking.gtmFormat') }]);
    const administrator = await staffWithRole(server, 'administrator');
    expect((await save({ gtm: 'GTM-AB12CD' }, administrator)).__typename).toBe('TrackingSettings');
    for (const role of ['order_handler', 'content_editor'] as const) {
      const staff = await staffWithRole(server, role);
      expect((await admin(staff, READ)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await admin(staff, UPDATE, { input: { gtm: '' } })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect((await staff.fetch('/admin/settings/tracking')).status).toBe(403);
    }
    expect((await owner.fetch('/admin/settings/tracking')).status).toBe(200);
    expect(await current()).toEqual({ ga4: '', gtm: 'GTM-AB12CD', metaPixel: '1234567890' });
  });
});
