import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphClient } from './graph-client';
import { createGraphClient } from './graph-client';
import { GraphHttpError } from './graph-errors';
import type { FakeFetch, FakeReply } from './graph-test-fetch';
import { createFakeFetch, jsonReply } from './graph-test-fetch';

const QUERY = 'query Product($id: ID!) { product(id: $id) { name } }';
const MUTATION = 'mutation AddToCart($input: AddToCartInput!) { addToCart(input: $input) { ok } }';

let fake: FakeFetch;
let alerts: string[];
let client: GraphClient;

function setUp(replies: FakeReply[] = [], endpoint?: string): void {
  fake = createFakeFetch(replies);
  alerts = [];
  client = createGraphClient({
    endpoint,
    fetch: fake.fetch,
    setTimeout,
    clearTimeout,
    onAlert: (message) => alerts.push(message),
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

describe('mutations', () => {
  it('POST JSON to the endpoint with m holding the input type name', async () => {
    setUp([jsonReply({ data: { addToCart: { ok: true } } })]);
    const variables = { input: { productID: 'p1', count: 2 } };
    await expect(client.mutate('AddToCartInput', MUTATION, variables)).resolves.toEqual({ addToCart: { ok: true } });
    const { url, init } = call(0);
    expect(url).toBe('/graphql?m=AddToCartInput');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ query: MUTATION, variables });
  });

  it('send files as a GraphQL multipart request: operations, map, then 0, 1…', async () => {
    const image = new File(['png-bytes'], 'photo.png', { type: 'image/png' });
    const second = new File(['jpg-bytes'], 'back.jpg', { type: 'image/jpeg' });
    await client.mutate(
      'ProductImageInput',
      MUTATION,
      { input: { title: 'Kopi', images: [{ alt: 'front' }, { alt: 'back' }] } },
      { 'input.images.0.file': image, 'input.images.1.file': second },
    );
    const { url, init } = call(0);
    expect(url).toBe('/graphql?m=ProductImageInput');
    expect(init.credentials).toBe('include');
    // The boundary must come from the platform, so no content-type of ours.
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: MUTATION,
      variables: { input: { title: 'Kopi', images: [{ alt: 'front', file: null }, { alt: 'back', file: null }] } },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.input.images.0.file'],
      1: ['variables.input.images.1.file'],
    });
    expect((form.get('0') as File).name).toBe('photo.png');
    expect((form.get('1') as File).name).toBe('back.jpg');
  });

  it("alert 'request size too large' on a 413 and reject with the status", async () => {
    setUp([{ status: 413, body: 'too big' }]);
    const error = await client.mutate('ProductImageInput', MUTATION, {}).catch((caught: unknown) => caught);
    expect(alerts).toEqual(['request size too large']);
    expect(error).toMatchObject({ status: 413, body: 'too big' });
  });

  it('do not alert on a 413 to a query', async () => {
    setUp([{ status: 413, body: 'too big' }]);
    await expect(client.query(QUERY)).rejects.toBeInstanceOf(GraphHttpError);
    expect(alerts).toEqual([]);
  });

  it('are sent once by default, since a lost reply may hide an applied change', async () => {
    setUp([new TypeError('offline')]);
    const outcome = expect(client.mutate('PlaceOrderInput', MUTATION, {})).rejects.toThrow(
      'Failed to get response from server, tried 1 times',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(fake.calls).toHaveLength(1);
  });

  it('are retried when the caller says it is safe', async () => {
    setUp([new TypeError('offline'), { status: 500, body: '' }, jsonReply({ data: { ok: true } })]);
    const pending = client.mutate('SaveDraftInput', MUTATION, {}, undefined, { retry: true });
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fake.calls).toHaveLength(3);
  });

  it('are never merged, even when identical', async () => {
    void client.mutate('AddToCartInput', MUTATION, { input: { productID: 'p1' } });
    void client.mutate('AddToCartInput', MUTATION, { input: { productID: 'p1' } });
    expect(fake.calls).toHaveLength(2);
  });
});
