import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../src/domain/i18n/dictionaries';
import { CHECKOUT_EMAILS } from '../../src/server/modules/checkout';
import { CUSTOMER_EMAILS } from '../../src/server/modules/customers';
import { renderEmailContent, validateEmailContent, type EmailSpec } from '../../src/server/modules/mail';
import { ORDER_EMAILS } from '../../src/server/modules/orders';
import { PAYMENT_EMAILS } from '../../src/server/modules/payments';

const EMAILS: readonly EmailSpec[] = [...ORDER_EMAILS, ...PAYMENT_EMAILS, ...CHECKOUT_EMAILS, ...CUSTOMER_EMAILS];
const ORIGIN = 'https://toko.example';

describe('the default e-mails', () => {
  it('cover every e-mail the shop sends, each under its own key', () => {
    const keys = EMAILS.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([
      'order-placed-bank-transfer', 'order-placed-online', 'order-placed-nothing-due', 'order-shipped', 'order-cancelled', 'order-expired',
      'payment-received', 'payment-received-partial', 'payment-rejected', 'checkout-recovery', 'owner-new-order', 'owner-payment-proof',
      'customer-verify-email', 'customer-password-reset', 'customer-email-change-confirm', 'customer-email-change-notice', 'customer-sign-up-attempt', 'customer-email-hint',
    ]));
  });

  for (const email of EMAILS) {
    for (const language of ['id', 'en'] as const) {
      it(`${email.key} renders in ${language} with a sample, every placeholder filled`, () => {
        const content = email.defaults[language];
        expect(validateEmailContent(email, content)).toEqual([]);
        const rendered = renderEmailContent(email, language, content, email.sampleValues(language, ORIGIN), { shopName: 'Lumbung Nusantara', origin: ORIGIN });
        expect(rendered.subject.length).toBeGreaterThan(5);
        for (const part of [rendered.subject, rendered.html, rendered.text]) expect(part).not.toMatch(/\{\{|\}\}/);
        expect(rendered.html).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
        expect(rendered.html).toMatch(/<h1 style="[^"]+">[^<]+<\/h1>/);
        // Every address in the e-mail is an absolute address on the shop.
        for (const [, href] of rendered.html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\/toko\.example\//);
        expect(rendered.html).toContain('href="https://toko.example/');
        expect(rendered.text).toContain('https://toko.example/');
      });
    }

    it(`${email.key} is described to the owner in both languages, with each of its placeholders`, () => {
      for (const language of ['id', 'en'] as const) {
        expect(DICTIONARIES[language][`email.${email.key}`], `${language} email.${email.key}`).toBeTruthy();
        for (const placeholder of email.placeholders) expect(DICTIONARIES[language][`email.placeholder.${placeholder.name}`], `${language} ${placeholder.name}`).toBeTruthy();
      }
    });
  }
});
