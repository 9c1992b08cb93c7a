import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphClient } from './graph-client';
import { createGraphClient } from './graph-client';
import { FETCH_TIMEOUT_MS, GRAPH_REQUEST_TIMEOUT_MS, URL_LENGTH_LIMIT } from './graph-constants';
import { GraphDocumentError } from './graph-connection-rule';
import { GraphHttpError, GraphNetworkError, GraphProtocolError, GraphResponseError } from './graph-errors';
import type { FakeFetch, FakeReply } from './graph-test-fetch';
import { createFakeFetch, jsonReply } from './graph-test-fetch';

const QUERY = 'query Product($id: ID!) { product(id: $id) { name } }';

let fake: FakeFetch;
let client: GraphClient;

function setUp(replies: FakeReply[] = [], endpoint?: string): void {
  fake = createFakeFetch(replies);
  client = createGraphClient({
    endpoint,
    fetch: fake.fetch,
    setTimeout,
    clearTimeout,
  });
}

function call(index: number) {
  const found = fake.calls[index];
  if (!found) throw new Error(`no fetch call #${index}`);
  return found;
}

beforeEach(() => {
  vi.useFakeTimers();
  setUp();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('queries', () => {
  it('go by GET with the query and sorted variables as URL parameters, credentials included', async () => {
    setUp([jsonReply({ data: { product: { name: 'Kopi' } } })]);
    await expect(client.query(QUERY, { slug: 'kopi', id: '7' })).resolves.toEqual({ product: { name: 'Kopi' } });

    const { url, init } = call(0);
    expect(url).toBe(
      `/graphql?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent('{"id":"7","slug":"kopi"}')}`,
    );
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(params.get('query')).toBe(QUERY);
    expect(JSON.parse(params.get('variables') ?? '')).toEqual({ id: '7', slug: 'kopi' });
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('use the endpoint given', async () => {
    setUp([], '/_/graph');
    await client.query(QUERY);
    expect(call(0).url.startsWith('/_/graph?query=')).toBe(true);
  });

  it(`stay GET at exactly ${URL_LENGTH_LIMIT} URL characters and switch to POST JSON past it`, async () => {
    // '/graphql?query=' + text + '&variables=%7B%7D' is 32 characters around the query text,
    // and letters need no escaping.
    const atLimit = 'a'.repeat(URL_LENGTH_LIMIT - 32);
    await client.query(atLimit);
    expect(call(0).url).toHaveLength(URL_LENGTH_LIMIT);
    expect(call(0).init.method).toBe('GET');

    const overLimit = 'a'.repeat(URL_LENGTH_LIMIT - 31);
    await client.query(overLimit);
    const { url, init } = call(1);
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ query: overLimit, variables: {} });
  });

  it('share one request while an identical one is in flight, and send anew afterwards', async () => {
    setUp([jsonReply({ data: { n: 1 } }), jsonReply({ data: { n: 2 } }), jsonReply({ data: { n: 3 } })]);
    const first = client.query(QUERY, { id: '1' });
    const second = client.query(QUERY, { id: '1' });
    const other = client.query(QUERY, { id: '2' });
    expect(fake.calls).toHaveLength(2);
    await expect(first).resolves.toEqual({ n: 1 });
    await expect(second).resolves.toEqual({ n: 1 });
    await expect(other).resolves.toEqual({ n: 2 });

    await expect(client.query(QUERY, { id: '1' })).resolves.toEqual({ n: 3 });
    expect(fake.calls).toHaveLength(3);
  });

  it('leave no timer behind once answered', async () => {
    await client.query(QUERY);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('aborting', () => {
  it('rejects with an AbortError and sends no retry', async () => {
    setUp(['hang']);
    const controller = new AbortController();
    const pending = client.query(QUERY, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(call(0).init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(1);
  });

  it('cancels a shared request only when every caller has left', async () => {
    setUp(['hang']);
    const a = new AbortController();
    const b = new AbortController();
    const first = client.query(QUERY, {}, { signal: a.signal });
    const second = client.query(QUERY, {}, { signal: b.signal });
    a.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(call(0).init.signal?.aborted).toBe(false);
    b.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(call(0).init.signal?.aborted).toBe(true);
  });

  it('keeps the request for a caller that gave no signal', async () => {
    setUp([jsonReply({ data: { ok: true } })]);
    const controller = new AbortController();
    const leaving = client.query(QUERY, {}, { signal: controller.signal });
    const staying = client.query(QUERY);
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    await expect(staying).resolves.toEqual({ ok: true });
  });
});

describe('timeout and retries', () => {
  it(`abandons an attempt after ${FETCH_TIMEOUT_MS} ms and retries after 1000 ms`, async () => {
    setUp(['hang', jsonReply({ data: { ok: 1 } })]);
    const pending = client.query(QUERY);
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS - 1);
    expect(call(0).init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call(0).init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    await expect(pending).resolves.toEqual({ ok: 1 });
  });

  it('waits 1000 then 3000 ms between attempts and then gives up after 3 network failures', async () => {
    setUp([new TypeError('offline'), new TypeError('offline'), new TypeError('offline')]);
    const outcome = expect(client.query(QUERY)).rejects.toThrow('Failed to get response from server, tried 3 times');
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fake.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(3);
    await outcome;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(3);
  });

  it('reports a network give-up as GraphNetworkError with the last failure as cause', async () => {
    const offline = new TypeError('offline');
    setUp([offline, offline, offline]);
    const pending = client.query(QUERY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_000);
    const error = await pending;
    expect(error).toBeInstanceOf(GraphNetworkError);
    expect(error).toMatchObject({ attempts: 3, cause: offline });
  });

  it(`ends the whole request after ${GRAPH_REQUEST_TIMEOUT_MS} ms: the second stalled attempt is cut there and no third is started`, async () => {
    setUp(['hang', 'hang', 'hang']);
    const pending = client.query(QUERY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS + 1000);
    expect(fake.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(GRAPH_REQUEST_TIMEOUT_MS - FETCH_TIMEOUT_MS - 1000 - 1);
    expect(call(1).init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call(1).init.signal?.aborted).toBe(true);
    const error = await pending;
    expect(error).toBeInstanceOf(GraphNetworkError);
    expect((error as Error).message).toBe('Failed to get response from server, tried 2 times');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(2);
  });

  it('starts no retry with less than 5000 ms of the 30 s left', async () => {
    /** A stalled first attempt, then a 502 after `ms`, then stalls again. */
    const stallThenSlow502 = (ms: number) => {
      setUp(['hang', 'hang']);
      const replies = fake.fetch;
      client = createGraphClient({
        fetch: (url, init) => (fake.calls.length === 1
          ? (fake.calls.push({ url, init }), new Promise((resolve) => { setTimeout(() => resolve({ status: 502, text: () => Promise.resolve('slow') }), ms); }))
          : replies(url, init)),
        setTimeout,
        clearTimeout,
      });
    };
    // 15 s stalled + 1 s wait + 10 s to a 502 = 26 s: a 3000 ms wait would leave 1 s, so it gives up there.
    stallThenSlow502(10_000);
    const gaveUp = client.query(QUERY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(26_000);
    expect(await gaveUp).toMatchObject({ message: 'Still no successful response after 1 retries, giving up', status: 502, attempts: 2 });
    expect(fake.calls).toHaveLength(2);

    // 15 + 1 + 5 = 21 s: the wait leaves 6 s, so a third attempt starts at 24 s and is cut at 30 s.
    stallThenSlow502(5_000);
    const retried = client.query(QUERY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(24_000);
    expect(fake.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(call(2).init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await retried).toMatchObject({ status: 502, attempts: 3 });
  });

  it('refuses, before sending, a document reading a connection without first, last or find', async () => {
    await expect(client.query('query { products(sort: NEWEST) { edges { node { name } } } }')).rejects.toThrow(GraphDocumentError);
    await expect(client.mutate('X', 'mutation { x { orders { pageInfo { hasNextPage } } } }')).rejects.toThrow('The connection field "orders" is read without first, last or find');
    expect(fake.calls).toHaveLength(0);
    await client.query('query { products(find: ["UHJvZHVjdDox"]) { edges { node { name } } } }');
    expect(fake.calls).toHaveLength(1);
  });

  it('succeeds when a retry is answered', async () => {
    setUp([{ status: 502, body: 'bad gateway' }, jsonReply({ data: { ok: 2 } })]);
    const pending = client.query(QUERY);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ ok: 2 });
  });

  it('gives up on repeated retriable statuses with the status and body of the last reply', async () => {
    setUp([{ status: 500, body: 'one' }, new TypeError('offline'), { status: 502, body: 'three' }]);
    const pending = client.query(QUERY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_000);
    const error = await pending;
    expect(error).toBeInstanceOf(GraphHttpError);
    expect(error).toMatchObject({
      message: 'Still no successful response after 2 retries, giving up',
      status: 502,
      body: 'three',
      attempts: 3,
    });
  });

  it('does not retry a 503', async () => {
    setUp([{ status: 503, body: 'busy' }]);
    const pending = client.query(QUERY).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(1);
    expect(await pending).toMatchObject({ status: 503, body: 'busy' });
  });
});

describe('error catalogue', () => {
  it('rejects a non-2xx reply at once with its status and body', async () => {
    setUp([{ status: 404, body: 'not here' }]);
    const error = await client.query(QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphHttpError);
    expect(error).toMatchObject({ status: 404, body: 'not here' });
    expect(fake.calls).toHaveLength(1);
  });

  it('rejects an errors list with the joined messages and keeps the errors with their codes', async () => {
    const errors = [
      { message: 'Out of stock', extensions: { code: 'OUT_OF_STOCK' } },
      { message: 'Coupon expired', extensions: { code: 'COUPON_EXPIRED' } },
    ];
    setUp([jsonReply({ data: { cart: null }, errors })]);
    const error = await client.query(QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphResponseError);
    expect((error as GraphResponseError).message).toBe('Out of stock; Coupon expired');
    expect((error as GraphResponseError).errors).toEqual(errors);
    expect((error as GraphResponseError).codes).toEqual(['OUT_OF_STOCK', 'COUPON_EXPIRED']);
    expect((error as GraphResponseError).data).toEqual({ cart: null });
  });

  it.each([[{}], [{ data: null }]])('rejects a reply without data (%j)', async (reply) => {
    setUp([jsonReply(reply)]);
    await expect(client.query(QUERY)).rejects.toThrow('Server response was missing for query');
  });

  it.each(['[1,2]', '"text"', 'null', '42', '<html>oops</html>'])('rejects a body that is not a JSON object: %s', async (body) => {
    setUp([{ status: 200, body }]);
    const error = await client.query(QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphProtocolError);
    expect(error).toMatchObject({ message: 'Query response bodies must be objects', body });
    expect(fake.calls).toHaveLength(1);
  });
});
