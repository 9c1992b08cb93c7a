import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_KEYS } from '../../domain/validation/validation-error';
import { FormsShowcase, SHOWCASE_FORM_NAME } from './forms.showcase';
import { TEST_MESSAGES_ID, renderWithForms } from './forms-test-fixtures';

// Only the lifecycle texts are given, so labels and errors show their keys: the tests
// below read exactly which message each rule produced.
const LIFECYCLE_ONLY = Object.fromEntries(Object.entries(TEST_MESSAGES_ID).filter(([key]) => key.startsWith('forms.')));
const show = (ui: ReactElement) => renderWithForms(ui, { messages: LIFECYCLE_ONLY });
const control = (labelKey: string) => screen.getByLabelText(new RegExp(`^${labelKey.replace(/\./g, '\\.')}\\b`));
const errorOf = (element: HTMLElement) => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.className === 'field-error')?.textContent ?? null;
};
const type = (labelKey: string, value: string) => fireEvent.change(control(labelKey), { target: { value } });
const stateOf = (name: string) => document.querySelector(`[data-state="${name}"]`)?.textContent;
const submit = () => act(async () => {
  fireEvent.click(screen.getByRole('button', { name: 'forms.showcase.submit' }));
});

const VALID: Array<[string, string]> = [
  ['forms.showcase.fullName', 'Siti Rahma'],
  ['forms.showcase.username', 'siti'],
  ['forms.showcase.email', 'siti@toko.id'],
  ['forms.showcase.phone', '0812-3456-7890'],
  ['forms.showcase.domain', 'siti.co.id'],
  ['forms.showcase.productTitle', 'Kopi Gayo Aceh'],
  ['forms.showcase.pagePath', '/promo/lebaran'],
  ['forms.showcase.video', 'https://youtu.be/dQw4w9WgXcQ'],
  ['forms.showcase.quantity', '2'],
  ['forms.showcase.size', 'M'],
  ['forms.showcase.cardNumber', '4111 1111 1111 1111'],
];

async function axeProblems(container: HTMLElement): Promise<string[]> {
  // jsdom lays nothing out, so contrast is left to the browser journeys; the rest runs here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['label', 'aria-valid-attr-value']));
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FormsShowcase: every validator', () => {
  const cases: Array<[string, string, string]> = [
    ['forms.showcase.fullName', 'R2D2', VALIDATION_KEYS.invalidName],
    ['forms.showcase.fullName', 'Al', VALIDATION_KEYS.minlength],
    ['forms.showcase.username', 'siti rahma', VALIDATION_KEYS.mustNotContainSpace],
    ['forms.showcase.username', 'Admin', VALIDATION_KEYS.duplicate],
    ['forms.showcase.email', 'siti@', VALIDATION_KEYS.invalidEmail],
    ['forms.showcase.phone', '0812', VALIDATION_KEYS.phoneNumberTooShort],
    ['forms.showcase.phone', '12345678', VALIDATION_KEYS.invalidPhoneNumber],
    ['forms.showcase.domain', 'localhost', VALIDATION_KEYS.invalidQualifiedDomain],
    ['forms.showcase.slug', 'Bukan Slug', VALIDATION_KEYS.invalidSlug],
    ['forms.showcase.pagePath', 'promo', VALIDATION_KEYS.invalidUrlPath],
    ['forms.showcase.video', 'https://example.com/v.mp4', VALIDATION_KEYS.videoLinkNotValid],
    ['forms.showcase.quantity', 'dua', VALIDATION_KEYS.invalidNumber],
    ['forms.showcase.quantity', '-3', VALIDATION_KEYS.noNegativeNumber],
    ['forms.showcase.quantity', '0', VALIDATION_KEYS.min],
    ['forms.showcase.quantity', '101', VALIDATION_KEYS.max],
    ['forms.showcase.size', 'XL', VALIDATION_KEYS.invalidValue],
    ['forms.showcase.cardNumber', '4111 1111 1111 1112', VALIDATION_KEYS.invalidCreditCardNumber],
  ];

  it.each(cases)('%s = %j shows %s once the field is left', (labelKey, value, key) => {
    show(<FormsShowcase />);
    type(labelKey, value);
    fireEvent.blur(control(labelKey));
    expect(control(labelKey).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(control(labelKey))).toBe(key);
  });

  it('names the field in the required message of an empty form', async () => {
    show(<FormsShowcase />);
    await submit();
    expect(errorOf(control('forms.showcase.fullName'))).toBe(VALIDATION_KEYS.requiredField);
    expect(document.activeElement).toBe(control('forms.showcase.fullName'));
  });
});

describe('FormsShowcase: lifecycle', () => {
  it('makes the slug from the title as a generated value, then leaves a typed slug alone', () => {
    const { formStore } = show(<FormsShowcase />);
    type('forms.showcase.productTitle', 'Kopi Gayo');
    expect((control('forms.showcase.slug') as HTMLInputElement).value).toBe('kopi-gayo');
    type('forms.showcase.slug', 'kopi-pilihan');
    type('forms.showcase.productTitle', 'Teh Melati');
    expect((control('forms.showcase.slug') as HTMLInputElement).value).toBe('kopi-pilihan');
    expect(formStore.get(SHOWCASE_FORM_NAME)?.metadata).toEqual({ slugEditedByHand: true });
  });

  it('goes from dirty to submitted, processing and processed', async () => {
    vi.useFakeTimers();
    show(<FormsShowcase serverDelayMs={800} />);
    expect(stateOf('dirty')).toBe('forms.showcase.no');
    for (const [labelKey, value] of VALID) type(labelKey, value);
    expect(stateOf('dirty')).toBe('forms.showcase.yes');
    await submit();
    expect(stateOf('submitted')).toBe('1');
    expect(stateOf('processing')).toBe('forms.showcase.yes');
    expect(screen.getByRole('status').textContent).toBe('Sedang diproses…');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(stateOf('processing')).toBe('forms.showcase.no');
    expect(stateOf('processed')).toBe('forms.showcase.yes');
  });

  it('shows a refusal by the server with the count of failures, and clears on reset', async () => {
    vi.useFakeTimers();
    show(<FormsShowcase serverDelayMs={100} />);
    for (const [labelKey, value] of VALID) type(labelKey, value);
    fireEvent.click(screen.getByRole('checkbox', { name: 'forms.showcase.simulateFailure' }));
    for (const attempt of [1, 2]) {
      await submit();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(stateOf('failedCount')).toBe(String(attempt));
      expect(within(screen.getByRole('alert')).getByText(`Percobaan gagal: ${attempt}`)).toBeDefined();
    }
    expect(errorOf(control('forms.showcase.username'))).toBe(VALIDATION_KEYS.duplicate);
    expect(document.activeElement).toBe(control('forms.showcase.username'));
    fireEvent.click(screen.getByRole('button', { name: 'forms.showcase.reset' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stateOf('failedCount')).toBe('0');
    expect((control('forms.showcase.fullName') as HTMLInputElement).value).toBe('');
  });
});

describe('FormsShowcase: accessibility', () => {
  it('passes axe with no serious or critical problems, blank, with errors and with a server refusal', async () => {
    const { container } = show(<FormsShowcase serverDelayMs={0} />);
    expect(await axeProblems(container)).toEqual([]);
    await submit();
    expect(await axeProblems(container)).toEqual([]);
    for (const [labelKey, value] of VALID) type(labelKey, value);
    fireEvent.click(screen.getByRole('checkbox', { name: 'forms.showcase.simulateFailure' }));
    await submit();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('alert')).toBeDefined();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('is operable by keyboard: native controls only, in page order, none out of reach', () => {
    const { container } = show(<FormsShowcase />);
    const focusable = [...container.querySelectorAll<HTMLElement>('input, button, textarea, select, a[href], [tabindex]')];
    expect(focusable.length).toBe(VALID.length + 4); // plus slug, checkbox and the two buttons
    for (const element of focusable) {
      expect(['INPUT', 'BUTTON', 'TEXTAREA', 'SELECT']).toContain(element.tagName);
      expect(element.tabIndex).toBe(0);
      expect(element.hasAttribute('disabled')).toBe(false);
      element.focus();
      expect(document.activeElement).toBe(element);
    }
    // Enter in any text field submits: the form has exactly one submit button.
    expect(container.querySelectorAll('form button[type="submit"]').length).toBe(1);
  });
});
