import { t } from './demo-catalog.helpers';
import type { SeedShop } from './demo-catalog.types';

export const demoShop: SeedShop = {
  name: 'Lumbung Nusantara',
  tagline: t('Produk lokal pilihan dari seluruh Nusantara', 'Hand-picked local goods from across Indonesia'),
  email: 'halo@lumbung-nusantara.example',
  phone: '+62 274 555 0123',
  address: 'Jl. Tirtodipuran No. 21, Mantrijeron',
  city: 'Yogyakarta',
};
