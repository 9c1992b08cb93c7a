import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zoneOffsetHours } from '../../../domain/format/shop-time';
import { renderInShop, sentVariables } from '../../cart/cart-test-fixtures';
import type { ReviewFieldsFragment } from '../../graph/generated/shop-operations';
import { createFakeFetch, jsonReply } from '../../graph/graph-test-fetch';
import { ProductReviews } from './product-reviews';

const review = (n: number, extra: Partial<ReviewFieldsFragment> = {}): ReviewFieldsFragment => ({
  id: `r${n}`, authorName: `Pembeli${n}`, rating: 4, body: `Ulasan nomor ${n}`, createdAt: '2026-03-01T20:00:00.000Z', reply: null, repliedAt: null, ...extra,
});

afterEach(cleanup);

describe('reviews on a product page', () => {
  it('says the average in words, dates each review in the shop\'s time zone and shows the shop\'s reply', () => {
    renderInShop(
      <ProductReviews slug="kain" rating={{ average: 4.5, count: 2 }} reviews={{ totalCount: 2, nodes: [review(1, { rating: 5, reply: 'Terima kasih!' }), review(2)] }} />,
      { path: '/product/kain', timezoneOffset: zoneOffsetHours('Asia/Jakarta') },
    );
    const region = screen.getByRole('region', { name: 'Ulasan pembeli' });
    expect(within(region).getByText('4,5 dari 5 bintang, 2 ulasan')).toBeTruthy();
    const first = within(region).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('5 dari 5 bintang')).toBeTruthy();
    // 20:00 UTC on 1 March is already 2 March in Jakarta.
    expect(within(first).getByText(/2 Mar/).getAttribute('datetime')).toBe('2026-03-01T20:00:00.000Z');
    expect(within(first).getByText('Terima kasih!')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('asks for the next reviews after the first five when the shopper wants more', async () => {
    const fake = createFakeFetch([jsonReply({ data: { product: { id: 'p', reviews: { totalCount: 7, nodes: [review(6), review(7)] } } } })]);
    renderInShop(
      <ProductReviews slug="kain" rating={{ average: 4, count: 7 }} reviews={{ totalCount: 7, nodes: [1, 2, 3, 4, 5].map((n) => review(n)) }} />,
      { path: '/product/kain', fetch: fake },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan 2 ulasan lagi' }));
    await screen.findByText('Ulasan nomor 7');
    expect(sentVariables(fake.calls[0]!)).toMatchObject({ slug: 'kain', offset: 5 });
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /ulasan lagi/ })).toBeNull();
  });

  it('shows nothing before a review is approved', () => {
    const { container } = renderInShop(<ProductReviews slug="kain" rating={null} reviews={{ totalCount: 0, nodes: [] }} />, { path: '/product/kain' });
    expect(container.innerHTML).toBe('');
  });
});
