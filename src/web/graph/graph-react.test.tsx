import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphCache } from './graph-cache';
import { createGraphCache } from './graph-cache';
import type { GraphClient } from './graph-client';
import { createGraphClient } from './graph-client';
import { graphCacheKey, graphQueryKeyPrefix } from './graph-key';
import { GraphProvider, prefetchQuery, useMutation, useQuery } from './graph-react';
import type { FakeFetch } from './graph-test-fetch';
import { createFakeFetch, jsonReply } from './graph-test-fetch';

const PRODUCT = 'query Product($id: ID!) { product(id: $id) { name } }';
const RENAME = 'mutation Rename($input: RenameInput!) { rename(input: $input) { ok } }';
type ProductData = { product: { name: string } };

let fake: FakeFetch;
let client: GraphClient;
let cache: GraphCache;

beforeEach(() => {
  vi.useFakeTimers();
  fake = createFakeFetch();
  client = createGraphClient({ fetch: fake.fetch, setTimeout, clearTimeout });
  cache = createGraphCache();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

function ProductName({ id, skip }: { id: string; skip?: boolean }) {
  const { data, error, loading, stale, refetch } = useQuery<ProductData>(PRODUCT, { id }, { skip });
  if (error) return <p role="alert">{(error as Error).message}</p>;
  if (!data) return <p role="status">{loading ? 'Loading' : 'No product'}</p>;
  return (
    <section aria-busy={stale}>
      <h1>{data.product.name}</h1>
      <button type="button" onClick={() => void refetch()}>
        Reload
      </button>
    </section>
  );
}

function withGraph(children: ReactNode, graphCache = cache) {
  return (
    <GraphProvider client={client} cache={graphCache}>
      {children}
    </GraphProvider>
  );
}

const productKey = (id: string) => graphCacheKey(PRODUCT, { id });

describe('useQuery', () => {
  it('renders a primed result on the first render and sends nothing', async () => {
    cache.prime([{ key: productKey('1'), data: { product: { name: 'Kopi Toraja' } } }]);
    render(withGraph(<ProductName id="1" />));
    expect(screen.getByRole('heading', { name: 'Kopi Toraja' })).toBeDefined();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.calls).toHaveLength(0);
  });

  it('hydrates server-rendered HTML from the embedded results without a request', async () => {
    const seed = [{ key: productKey('1'), data: { product: { name: 'Teh Melati' } } }];
    const html = renderToString(withGraph(<ProductName id="1" />, createGraphCache(seed)));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = hydrateRoot(container, withGraph(<ProductName id="1" />, createGraphCache(seed)), {
      onRecoverableError: recoverable,
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Teh Melati' })).toBeDefined();
    expect(recoverable).not.toHaveBeenCalled();
    expect(fake.calls).toHaveLength(0);
    act(() => root.unmount());
    container.remove();
  });

  it('fetches a missing result once, even for two readers, and stores it', async () => {
    fake.replies.push(jsonReply({ data: { product: { name: 'Gula Aren' } } }));
    render(withGraph(<><ProductName id="2" /><ProductName id="2" /></>));
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Loading', 'Loading']);
    await settle();
    expect(screen.getAllByRole('heading', { name: 'Gula Aren' })).toHaveLength(2);
    expect(fake.calls).toHaveLength(1);
    expect(cache.read(productKey('2'))?.data).toEqual({ product: { name: 'Gula Aren' } });
  });

  it('sends nothing while skipped', async () => {
    render(withGraph(<ProductName id="3" skip />));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('No product');
    expect(fake.calls).toHaveLength(0);
  });

  it('shows a failure and does not retry it on every render', async () => {
    fake.replies.push({ status: 404, body: 'gone' });
    const { rerender } = render(withGraph(<ProductName id="4" />));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Graph request failed with status 404');
    rerender(withGraph(<ProductName id="4" />));
    await settle();
    expect(fake.calls).toHaveLength(1);
  });

  it('refetches on demand', async () => {
    cache.prime([{ key: productKey('5'), data: { product: { name: 'Old' } } }]);
    fake.replies.push(jsonReply({ data: { product: { name: 'New' } } }));
    render(withGraph(<ProductName id="5" />));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'New' })).toBeDefined();
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps showing invalidated data while fetching it again', async () => {
    cache.prime([{ key: productKey('6'), data: { product: { name: 'Before' } } }]);
    fake.replies.push('hang');
    render(withGraph(<ProductName id="6" />));
    act(() => cache.invalidate(graphQueryKeyPrefix(PRODUCT)));
    expect(screen.getByRole('heading', { name: 'Before' }).closest('section')?.getAttribute('aria-busy')).toBe('true');
    expect(fake.calls).toHaveLength(1);
  });
});

describe('prefetchQuery', () => {
  it('loads a route’s data so its screen renders without another request', async () => {
    fake.replies.push(jsonReply({ data: { product: { name: 'Kopi' } } }));
    const entry = await prefetchQuery<ProductData>(client, cache, PRODUCT, { id: '7' });
    expect(entry?.data).toEqual({ product: { name: 'Kopi' } });
    render(withGraph(<ProductName id="7" />));
    expect(screen.getByRole('heading', { name: 'Kopi' })).toBeDefined();
    await expect(prefetchQuery(client, cache, PRODUCT, { id: '7' })).resolves.toBe(entry);
    expect(fake.calls).toHaveLength(1);
  });

  it('resolves with the failure instead of rejecting', async () => {
    fake.replies.push({ status: 400, body: 'bad' });
    const entry = await prefetchQuery(client, cache, PRODUCT, { id: '8' });
    expect(entry?.error).toMatchObject({ status: 400 });
  });
});

function RenameForm({ onError }: { onError: (error: unknown) => void }) {
  const [rename, { loading, error }] = useMutation<{ rename: { ok: boolean } }>('RenameInput', RENAME, {
    invalidate: graphQueryKeyPrefix(PRODUCT),
  });
  return (
    <form
      aria-label="Rename"
      onSubmit={(event) => {
        event.preventDefault();
        rename({ input: { name: 'Baru' } }).catch(onError);
      }}
    >
      <button type="submit" disabled={loading}>
        {loading ? 'Saving' : 'Save'}
      </button>
      {error ? <p role="alert">{(error as Error).message}</p> : null}
    </form>
  );
}

describe('useMutation', () => {
  it('sends the mutation, reports loading, then marks the listed results stale', async () => {
    cache.prime([{ key: productKey('1'), data: { product: { name: 'Lama' } } }]);
    fake.replies.push(jsonReply({ data: { rename: { ok: true } } }));
    const onError = vi.fn();
    render(withGraph(<RenameForm onError={onError} />));
    fireEvent.submit(screen.getByRole('form', { name: 'Rename' }));
    expect(screen.getByRole('button', { name: 'Saving' })).toHaveProperty('disabled', true);
    await settle();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(fake.calls[0]?.url).toBe('/graphql?m=RenameInput');
    expect(cache.read(productKey('1'))?.stale).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failure in its state and to the caller', async () => {
    fake.replies.push(jsonReply({ errors: [{ message: 'Name taken', extensions: { code: 'DUPLICATE' } }] }));
    const onError = vi.fn();
    render(withGraph(<RenameForm onError={onError} />));
    fireEvent.submit(screen.getByRole('form', { name: 'Rename' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Name taken');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Name taken' }));
  });
});
