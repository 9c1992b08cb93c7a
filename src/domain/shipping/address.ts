/** Where an order goes, as the shopper wrote it; checkouts and orders keep it in this shape. */
export interface ShippingAddressRecord {
  name: string;
  phone: string;
  address: string;
  /** Kelurahan / kecamatan and city, as the shopper writes them. */
  district: string;
  city: string;
  province: string;
  postalCode: string;
}
