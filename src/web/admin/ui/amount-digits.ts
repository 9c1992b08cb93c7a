// Whole amounts as the admin editors hold them while the owner types: digit strings, so no
// rupiah is ever rounded through a float, shown with dots between thousands.

/** Only the digits of what was typed or pasted ("Rp 1.250.000" → "1250000"), without leading zeros. */
export function digitsOf(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 16);
}

/** Rupiah digits grouped by dots, as spec §5 writes amounts: "1250000" → "1.250.000". */
export function groupedRupiah(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
