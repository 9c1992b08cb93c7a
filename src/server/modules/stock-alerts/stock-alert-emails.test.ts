import { describe, expect, it } from 'vitest';
import { backInStockEmail, type BackInStockEmailData } from './stock-alert-emails.templates';

const DATA: BackInStockEmailData = {
  language: 'id', shopName: 'Lumbung Nusantara', productName: 'Kaos Lurik · M', price: 'Rp95.000',
  productUrl: 'https://toko.example/product/kaos-lurik', origin: 'https://toko.example', imageId: 'kaos-1',
};

describe('the back-in-stock e-mail', () => {
  it('shows the product, its picture on the shop, the price and a button to its page, in Indonesian', () => {
    const email = backInStockEmail(DATA);
    expect(email.subject).toBe('Kaos Lurik · M tersedia lagi di Lumbung Nusantara');
    expect(email.html).toContain('<img src="https://toko.example/media/kaos-1/');
    expect(email.html).toContain('alt="Kaos Lurik · M"');
    expect(email.html).toContain('href="https://toko.example/product/kaos-lurik"');
    expect(email.text).toContain('Kaos Lurik · M · Rp95.000');
    expect(email.text).toContain('Lihat produk: https://toko.example/product/kaos-lurik');
  });

  it('speaks English to a shopper who asked in English, and leaves the picture out when there is none', () => {
    const email = backInStockEmail({ ...DATA, language: 'en', productUrl: 'https://toko.example/product/kaos-lurik?lang=en', imageId: null });
    expect(email.subject).toBe('Kaos Lurik · M is back at Lumbung Nusantara');
    expect(email.html).not.toContain('<img');
    expect(email.text).toContain('See the product: https://toko.example/product/kaos-lurik?lang=en');
  });
});
