import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { badInput, conflict, errorText, forbidden, notFound, tooManyRequests, translate, unavailable } from './errors.server';
import { installErrorHandler } from './http/error-handler.server';

describe('refusals', () => {
  it('are written in the reader’s language, with status labels translated too', () => {
    const refusal = conflict('error.order.cannot.cancel', { status: { message: 'orders.status.shipped' } });
    expect(errorText(refusal, 'id')).toBe('Pesanan berstatus Dikirim tidak bisa dibatalkan.');
    expect(errorText(refusal, 'en')).toBe('An order that is Shipped cannot be cancelled.');
  });

  it('fill numbers into their placeholders', () => {
    expect(errorText(badInput('error.field.tooLong', { max: 40 }, 'couponCode'), 'id')).toBe('Paling banyak 40 karakter.');
    expect(translate('en', 'error.cart.tooManyLines', { max: 100 })).toBe('A cart can hold at most 100 lines.');
    expect(translate('id', 'error.cart.quantityTooLarge', { max: 100_000 })).toBe('Jumlah paling banyak 100.000.');
    expect(translate('en', 'error.cart.quantityTooLarge', { max: 100_000 })).toBe('A quantity can be at most 100,000.');
  });

  it('keep the form field they belong to when pinned to another one', () => {
    const refusal = badInput('error.image.notAccepted');
    expect(refusal.field).toBeUndefined();
    expect(refusal.withField('proof')).toMatchObject({ kind: 'BAD_USER_INPUT', messageKey: 'error.image.notAccepted', field: 'proof' });
  });

  it('tell a limited reader how long to wait, in whole minutes or hours', () => {
    expect(errorText(tooManyRequests(20), 'id')).toBe('Terlalu banyak percobaan. Coba lagi dalam 1 menit.');
    expect(errorText(tooManyRequests(20), 'en')).toBe('Too many attempts. Try again in a minute.');
    expect(errorText(tooManyRequests(241), 'id')).toBe('Terlalu banyak percobaan. Coba lagi dalam 5 menit.');
    expect(errorText(tooManyRequests(241), 'en')).toBe('Too many attempts. Try again in 5 minutes.');
    expect(errorText(tooManyRequests(3 * 3600), 'en')).toBe('Too many attempts. Try again in 3 hours.');
    expect(tooManyRequests(0.2)).toMatchObject({ kind: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
  });

  it('answer an HTTP request with their status and message, never a fault', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app, { render: null });
    app.decorateRequest('language', 'id');
    app.get('/missing', async () => { throw notFound('error.order.notFound'); });
    app.get('/staff', async () => { throw forbidden(); });
    app.post('/graphql', async () => { throw conflict('error.payment.nothingDue'); });
    app.get('/limited', async () => { throw tooManyRequests(90); });
    const missing = await app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Pesanan tidak ditemukan.');
    expect((await app.inject({ url: '/staff' })).statusCode).toBe(403);
    const limited = await app.inject({ url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('90');
    expect(limited.body).toBe('Terlalu banyak percobaan. Coba lagi dalam 2 menit.');
    const graph = await app.inject({ method: 'POST', url: '/graphql', payload: {} });
    expect(graph.statusCode).toBe(409);
    expect(graph.json()).toMatchObject({ errors: [{ message: 'Pesanan ini tidak perlu dibayar lagi.', extensions: { code: 'CONFLICT' } }] });
    await app.close();
  });

  it('answer a dependency that is down with 503 and a retry hint, logging the cause for the operator', async () => {
    const logged: unknown[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => { logged.push(JSON.parse(line)); } } } });
    installErrorHandler(app, { render: null });
    app.decorateRequest('language', 'id');
    app.get('/media/x/100.webp', async () => { throw unavailable('error.storage.unavailable', new Error('bucket pictures at http://minio:9000: ECONNREFUSED')); });
    const answer = await app.inject({ url: '/media/x/100.webp' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toBe('Gambar dan berkas toko sedang tidak dapat diakses sebentar. Silakan coba lagi sesaat lagi.');
    expect(JSON.stringify(logged)).toMatch(/bucket pictures at http:\/\/minio:9000: ECONNREFUSED/);
    await app.close();
  });
});
