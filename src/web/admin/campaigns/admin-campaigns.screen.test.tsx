import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply } from '../../graph/graph-test-fetch';
import { axeProblems, campaign, CATEGORIES, renderCampaignScreen } from './campaigns-test-fixtures';

afterEach(() => cleanup());

describe('the campaign list', () => {
  it('is under the Pemasaran heading of the menu, and shows each campaign’s status, period in WIB, discount and products', async () => {
    const running = campaign({ id: 'Q2FtcGFpZ246Mg', name: 'Gajian', status: 'running', discountKind: 'amount', discountValue: 15_000, productCount: 1 });
    const off = campaign({ id: 'Q2FtcGFpZ246Mw', name: 'Lama', status: 'ended', active: false });
    const { container } = await renderCampaignScreen('/admin/marketing/campaign', { campaigns: { limit: 50, items: [campaign(), running, off] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Kampanye' })).toBeTruthy();
    const marketing = within(screen.getByRole('navigation', { name: 'Menu admin' })).getByRole('list', { name: 'Pemasaran' });
    expect(within(marketing).getByRole('link', { name: 'Kampanye' }).getAttribute('aria-current')).toBe('page');

    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('Terjadwal');
    expect(rows[0]).toContain('12 Des 2031');
    expect(rows[0]).toContain('00.00 WIB');
    expect(rows[0]).toContain('20%');
    expect(rows[0]).toContain('3 produk');
    expect(rows[1]).toContain('Berjalan');
    expect(rows[1]).toContain('Rp15.000 per barang');
    expect(rows[2]).toContain('Nonaktif');
    expect(screen.getByText('3 dari 50 kampanye')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kampanye baru' }).getAttribute('href')).toBe('/admin/marketing/campaign/new');
    expect(await axeProblems(container)).toEqual([]);
  });

  it('offers no new campaign once the shop keeps 50', async () => {
    const items = Array.from({ length: 50 }, (_, index) => campaign({ id: `Q2FtcGFpZ246${index}`, name: `Promo ${index}` }));
    await renderCampaignScreen('/admin/marketing/campaign', { campaigns: { limit: 50, items } });
    expect(screen.queryByRole('link', { name: 'Kampanye baru' })).toBeNull();
  });
});

describe('the campaign editor', () => {
  it('sends the instants typed in WIB, to the second, and shows each refusal beside its field with the focus on the first', async () => {
    const refusal = {
      data: { createCampaign: { __typename: 'CampaignSaveRefused', reason: 'INVALID', message: 'Kampanye belum disimpan: perbaiki isian yang ditandai.', campaign: null,
        fieldErrors: [{ field: 'endsAt', message: 'Kampanye harus selesai setelah mulai.' }, { field: 'discountValue', message: 'Potongan persen harus bilangan bulat dari 1 sampai 90.' }] } },
    };
    const { fake, container } = await renderCampaignScreen('/admin/marketing/campaign/new', { categoryOptions: CATEGORIES }, [jsonReply(refusal)]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama kampanye' }), { target: { value: 'Flash sale' } });
    fireEvent.change(screen.getByLabelText('Mulai (WIB)'), { target: { value: '2031-12-12T09:00:30' } });
    fireEvent.change(screen.getByLabelText('Selesai (WIB)'), { target: { value: '2031-12-12T08:00:00' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Besar potongan/ }), { target: { value: '95' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Minuman' }));
    expect(await axeProblems(container)).toEqual([]);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });

    const sent = JSON.parse(String(fake.calls[0]!.init.body)) as { variables: { input: Record<string, unknown> } };
    expect(sent.variables.input).toMatchObject({
      name: 'Flash sale', startsAt: '2031-12-12T09:00:30+07:00', endsAt: '2031-12-12T08:00:00+07:00', discountKind: 'percent', discountValue: 95,
      categoryIds: ['Q2F0ZWdvcnk6MQ'], productIds: [], active: true,
    });
    await screen.findByText('Kampanye harus selesai setelah mulai.');
    expect(screen.getByRole('alert').textContent).toContain('perbaiki isian');
    expect(screen.getByText('Potongan persen harus bilangan bulat dari 1 sampai 90.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Selesai (WIB)'));
  });

  it('keeps what was typed and says to try again when the save does not reach the shop', async () => {
    await renderCampaignScreen('/admin/marketing/campaign/Q2FtcGFpZ246MQ', { campaign: campaign(), categoryOptions: CATEGORIES }, [new TypeError('Failed to fetch')]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama kampanye' }), { target: { value: 'Harbolnas' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Simpan' })); });
    await screen.findByText('Kampanye belum tersimpan karena gangguan koneksi. Coba simpan lagi.');
    expect((screen.getByRole('textbox', { name: 'Nama kampanye' }) as HTMLInputElement).value).toBe('Harbolnas');
  });

  it('opens a saved campaign with its instants in WIB and its products', async () => {
    await renderCampaignScreen('/admin/marketing/campaign/Q2FtcGFpZ246MQ', { campaign: campaign(), categoryOptions: CATEGORIES });
    expect(screen.getByRole('heading', { level: 1, name: 'Harbolnas 12.12' })).toBeTruthy();
    // The box normalises whole minutes as browsers do, without the seconds.
    expect((screen.getByLabelText('Mulai (WIB)') as HTMLInputElement).value).toBe('2031-12-12T00:00');
    expect((screen.getByRole('checkbox', { name: 'Minuman' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Hapus Kopi Gayo dari kampanye' })).toBeTruthy();
  });
});
