import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { affiliate, LINK, pageData, referral, renderAffiliateScreen } from './affiliate-test-fixtures';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');

function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  for (const [name, original] of [['clipboard', originalClipboard], ['share', originalShare]] as const) {
    if (original) Object.defineProperty(navigator, name, original);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  }
});

const status = (text: string | RegExp) => screen.getAllByRole('status').find((el) => (typeof text === 'string' ? el.textContent === text : text.test(el.textContent ?? '')));

describe('the affiliate page, signed out', () => {
  it('asks to sign in and come back here, without asking the API for anything', async () => {
    const { calls } = await renderAffiliateScreen({ page: pageData({ viewerCustomer: null }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Program afiliasi' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Masuk' });
    const target = new URL(signIn.getAttribute('href')!, 'https://toko.example');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('next')).toBe('/account/affiliate');
    expect(screen.queryByRole('button', { name: 'Gabung program afiliasi' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the affiliate page, not joined', () => {
  it('tells the commission rate as a percentage and the window in days', async () => {
    await renderAffiliateScreen();
    expect(screen.getByText(/komisi 5% dari nilai barang setelah diskon/)).toBeTruthy();
    expect(screen.getByText(/dalam 30 hari setelah tautan diklik/)).toBeTruthy();
  });

  it('rounds a rate in basis points to two decimals, in English notation when read in English', async () => {
    await renderAffiliateScreen({ language: 'en', page: pageData({ affiliateProgram: { commissionRateBp: 1234, attributionDays: 7 } }) });
    expect(screen.getByText(/You earn 12.34% of the goods/)).toBeTruthy();
    expect(screen.getByText(/within 7 days of the click/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the affiliate programme' })).toBeTruthy();
  });

  it('joins once, then shows the link, says so and moves the focus to it', async () => {
    let joined = false;
    const { calls } = await renderAffiliateScreen({
      handlers: {
        JoinAffiliateProgram: () => {
          joined = true;
          return { data: { joinAffiliateProgram: { code: 'K7MW3PQA' } } };
        },
        AffiliatePage: () => ({ data: pageData({ viewerAffiliate: joined ? affiliate({ clicks: 0, ordersCount: 0, pendingCommission: 0, approvedCommission: 0, paidCommission: 0 }) : null }) }),
        AffiliateReferrals: { data: { viewerAffiliate: { ordersCount: 0, referrals: [] } } },
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gabung program afiliasi' }));
    });
    const input = await screen.findByRole('textbox', { name: 'Tautan afiliasi Anda' });
    expect((input as HTMLInputElement).value).toBe(LINK);
    expect(status('Anda sudah bergabung. Ini tautan Anda.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Tautan Anda' })));
    expect(calls.filter((call) => call.operation === 'JoinAffiliateProgram')).toHaveLength(1);
    expect(screen.getByText('Belum ada pesanan lewat tautan Anda.')).toBeTruthy();
  });

  it('shows the server\'s words when joining is refused, e.g. after the session ended elsewhere', async () => {
    const refusal = 'Masuk ke akun Anda untuk melakukan ini.';
    await renderAffiliateScreen({ handlers: { JoinAffiliateProgram: { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT' } }] } } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gabung program afiliasi' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(screen.getByRole('button', { name: 'Gabung program afiliasi' })).toBeTruthy();
  });
});

describe('the affiliate page, joined', () => {
  const joined = pageData({ viewerAffiliate: affiliate({ ordersCount: 12 }) });
  const referrals = [referral(10012, 'pending', 6172), referral(10011, 'approved'), referral(10010, 'paid'), referral(10009, 'reversed')];

  it('shows the figures in rupiah and the referrals with translated statuses, ten to a page', async () => {
    await renderAffiliateScreen({ page: joined, referrals });
    const stats = screen.getByRole('region', { name: 'Ringkasan' });
    const figure = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(figure('Klik')).toBe('14');
    expect(figure('Pesanan')).toBe('12');
    expect(figure('Komisi menunggu')).toBe('Rp6.172');
    expect(figure('Siap dibayarkan')).toBe('Rp4.000');
    expect(figure('Sudah dibayar')).toBe('Rp12.500');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['#10012', '1 Mei 2024', 'Rp6.172', 'Menunggu']);
    expect(rows.map((row) => row[3])).toEqual(['Menunggu', 'Disetujui', 'Dibayar', 'Dibatalkan']);
    const pages = screen.getByRole('navigation', { name: 'Halaman' });
    expect(pages.textContent).toContain('Halaman 1 dari 2');
    expect(within(pages).getByRole('link', { name: 'Berikutnya' }).getAttribute('href')).toBe('/account/affiliate?page=2');
  });

  it('asks the API for the second page of referrals under ?page=2', async () => {
    const { calls } = await renderAffiliateScreen({
      path: '/account/affiliate',
      page: joined,
      referrals,
      handlers: { AffiliateReferrals: (variables: Record<string, unknown>) => ({ data: { viewerAffiliate: { ordersCount: 12, referrals: variables.offset === 10 ? [referral(10002, 'paid')] : [] } } }) },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Berikutnya' }));
    });
    await screen.findByText('#10002');
    expect(calls.find((call) => call.operation === 'AffiliateReferrals')?.variables).toEqual({ first: 10, offset: 10 });
    expect(screen.getByText('Halaman 2 dari 2')).toBeTruthy();
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    await renderAffiliateScreen({ page: joined });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salin tautan' }));
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(status('Tautan disalin.')).toBeTruthy();
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    await renderAffiliateScreen({ page: joined });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Salin tautan' }));
    });
    const input = screen.getByRole('textbox', { name: 'Tautan afiliasi Anda' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
    expect(status(/Tautan sudah dipilih/)).toBeTruthy();
  });

  it('offers Share only where the device can share, and shares the link', async () => {
    await renderAffiliateScreen({ page: joined });
    expect(screen.queryByRole('button', { name: 'Bagikan' })).toBeNull();
    cleanup();
    const share = vi.fn(() => Promise.resolve());
    setNavigator('share', share);
    await renderAffiliateScreen({ page: joined });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Bagikan' }));
    });
    expect(share).toHaveBeenCalledWith({ title: 'Belanja di Toko Batik Sekar', url: LINK });
    expect(status(/tidak bisa dibagikan/)).toBeUndefined();
  });

  it('shows the server\'s refusal when there is nothing to pay or a request is open', async () => {
    const refusals = [
      { reason: 'NOTHING_TO_PAY', message: 'Belum ada komisi yang disetujui untuk dibayarkan.' },
      { reason: 'REQUEST_OPEN', message: 'Permintaan pembayaran Anda sebelumnya masih diproses.' },
    ];
    await renderAffiliateScreen({
      page: joined,
      handlers: { RequestAffiliatePayout: () => ({ data: { requestAffiliatePayout: { __typename: 'AffiliatePayoutRefused', ...refusals.shift()! } } }) },
    });
    const ask = screen.getByRole('button', { name: 'Minta pembayaran' });
    await act(async () => {
      fireEvent.click(ask);
    });
    await waitFor(() => expect(status('Belum ada komisi yang disetujui untuk dibayarkan.')).toBeTruthy());
    await act(async () => {
      fireEvent.click(ask);
    });
    await waitFor(() => expect(status('Permintaan pembayaran Anda sebelumnya masih diproses.')).toBeTruthy());
  });

  it('asks for a payout, then shows the open request from the refreshed page', async () => {
    let asked = false;
    const open = { id: 'pay_1', amount: 4000, status: 'requested', createdAt: '2024-05-03T03:00:00.000Z', decidedAt: null, rejectReason: null };
    await renderAffiliateScreen({
      page: joined,
      handlers: {
        RequestAffiliatePayout: () => {
          asked = true;
          return { data: { requestAffiliatePayout: { __typename: 'AffiliatePayoutRequested', payout: { id: 'pay_1', amount: 4000, status: 'requested' } } } };
        },
        AffiliatePage: () => ({ data: pageData({ viewerAffiliate: affiliate({ ordersCount: 12, latestPayout: asked ? open : null }) }) }),
        AffiliateReferrals: { data: { viewerAffiliate: { ordersCount: 12, referrals } } },
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Minta pembayaran' }));
    });
    await waitFor(() => expect(status(/Permintaan pembayaran Rp4.000 terkirim/)).toBeTruthy());
    await screen.findByText('Permintaan pembayaran Rp4.000 dari 3 Mei 2024 sedang diproses.');
  });

  it('tells a paid and a declined payout, with the staff\'s reason', async () => {
    const paid = { id: 'pay_1', amount: 12500, status: 'paid', createdAt: '2024-05-03T03:00:00.000Z', decidedAt: '2024-05-04T03:00:00.000Z', rejectReason: null };
    await renderAffiliateScreen({ page: pageData({ viewerAffiliate: affiliate({ latestPayout: paid }) }) });
    expect(screen.getByText('Pembayaran terakhir sebesar Rp12.500 sudah dibayar pada 4 Mei 2024.')).toBeTruthy();
    cleanup();
    const rejected = { ...paid, status: 'rejected', rejectReason: 'Rekening belum lengkap' };
    await renderAffiliateScreen({ language: 'en', page: pageData({ viewerAffiliate: affiliate({ latestPayout: rejected }) }) });
    expect(screen.getByText('Your payout request of Rp12.500 from 3 May 2024 was declined.')).toBeTruthy();
    expect(screen.getByText('Reason: Rekening belum lengkap')).toBeTruthy();
  });
});
