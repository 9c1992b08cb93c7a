import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../lazy/load-chunk';
import { MAX_REPORTS_PER_PAGE, createErrorReporter, installErrorReporting, uninstallErrorReporting, type ReporterEnv } from './error-reporter';

function recorder(route = '/product/kemeja') {
  const sent: Array<{ path: string; fields: Record<string, string> }> = [];
  const env: ReporterEnv = { send: (path, body) => sent.push({ path, fields: Object.fromEntries(body) }), route: () => route };
  return { env, sent };
}

afterEach(() => uninstallErrorReporting());

describe('the error reporter', () => {
  it('sends m, t, s and r to the error endpoint, cut to size', () => {
    const { env, sent } = recorder(`/${'p'.repeat(600)}`);
    const reporter = createErrorReporter(env);
    const error = new TypeError(`Cannot read 'price' ${'x'.repeat(2000)}`);
    error.stack = `TypeError: boom\n${'    at f (https://toko.example/a.js:1:1)\n'.repeat(400)}`;
    expect(reporter.report('error', error)).toBe(true);
    expect(sent).toHaveLength(1);
    const { path, fields } = sent[0]!;
    expect(path).toBe('/_/error');
    expect(Object.keys(fields).sort()).toEqual(['m', 'r', 's', 't']);
    expect(fields.t).toBe('error');
    expect(fields.m!.startsWith("Cannot read 'price'")).toBe(true);
    expect(fields.m).toHaveLength(1000);
    expect(fields.s).toHaveLength(8000);
    expect(fields.r).toHaveLength(500);
  });

  it('sends the same problem once, even from another object or with another number in it', () => {
    const { env, sent } = recorder();
    const reporter = createErrorReporter(env);
    const error = new Error('Order 17 has no lines');
    expect(reporter.report('error', error)).toBe(true);
    expect(reporter.report('error', error)).toBe(false);
    expect(reporter.report('rejection', error)).toBe(false);
    const again = new Error('Order 18 has no lines');
    again.stack = error.stack!.replace('Order 17', 'Order 18');
    expect(reporter.report('error', again)).toBe(false);
    expect(reporter.report('rejection', 'Order 19 has no lines')).toBe(true);
    expect(sent.map((report) => report.fields.t)).toEqual(['error', 'rejection']);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} reports from one page, whatever happens`, () => {
    const { env, sent } = recorder();
    const reporter = createErrorReporter(env);
    for (let i = 0; i < 50; i += 1) reporter.report('error', new Error(`problem ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('never throws when sending fails', () => {
    const reporter = createErrorReporter({ send: () => { throw new Error('offline'); }, route: () => '/' });
    expect(reporter.report('error', new Error('x'))).toBe(true);
  });

  it('reports uncaught errors, unhandled rejections and chunks that did not load', async () => {
    const { env, sent } = recorder('/cart');
    installErrorReporting(window, createErrorReporter(env));
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('no answer');
    window.dispatchEvent(rejection);
    // A picture that did not load is no script error.
    window.dispatchEvent(new ErrorEvent('error', {}));
    vi.useFakeTimers();
    const failed = loadChunk('cart-test', () => Promise.reject(new Error('network')));
    await expect(failed).rejects.toThrow('Loading chunk cart-test failed.');
    vi.useRealTimers();
    expect(sent.map((report) => [report.fields.t, report.fields.m, report.fields.r])).toEqual([
      ['error', 'boom', '/cart'],
      ['rejection', 'no answer', '/cart'],
      ['chunk', 'Loading chunk cart-test failed.', '/cart'],
    ]);
  });

  it('installs once per page: a second copy of the script (the backup retry) reports through the first', async () => {
    const { env, sent } = recorder('/cart');
    const first = installErrorReporting(window, createErrorReporter(env));
    vi.resetModules();
    const copy = await import('./error-reporter');
    const other = recorder('/cart');
    expect(copy.installErrorReporting(window, copy.createErrorReporter(other.env))).toBe(first);
    expect(copy.installErrorReporting(window)).toBe(first);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    copy.reportError('script', new Error('The copy could not start either.'));
    expect(sent.map((report) => [report.fields.t, report.fields.m])).toEqual([['error', 'boom'], ['script', 'The copy could not start either.']]);
    expect(other.sent).toEqual([]);
  });
});
