/**
 * The pages a shopper sees at the local Xendit: a wallet's approval page (DANA, LinkAja,
 * ShopeePay) and an invoice's card form. Plain HTML, labelled, in Indonesian with English beside
 * it, so a browser test can find each field and button by its name.
 */
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const rupiah = (amount: number) => `Rp${amount.toLocaleString('id-ID')}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function walletApprovalPage(input: { wallet: string; amount: number; merchant: string; action: string }): string {
  return page(`${input.wallet} — Xendit`, `<h1>${escape(input.wallet)}</h1>
<p>Bayar ${rupiah(input.amount)} ke ${escape(input.merchant)} / Pay ${rupiah(input.amount)} to ${escape(input.merchant)}</p>
<form method="post" action="${escape(input.action)}"><input type="hidden" name="decision" value="pay"><button type="submit">Bayar / Pay</button></form>
<form method="post" action="${escape(input.action)}"><input type="hidden" name="decision" value="cancel"><button type="submit">Batalkan / Cancel</button></form>`);
}

export function cardInvoicePage(input: { amount: number; description: string; action: string; error: string | null }): string {
  const error = input.error ? `<p role="alert">${escape(input.error)}</p>\n` : '';
  return page('Pembayaran kartu / Card payment — Xendit', `<h1>Pembayaran kartu / Card payment</h1>
<p>${escape(input.description)}: ${rupiah(input.amount)}</p>
${error}<form method="post" action="${escape(input.action)}">
<p><label for="card_number">Nomor kartu / Card number</label> <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="expiry">Masa berlaku (BB/TT) / Expiry (MM/YY)</label> <input id="expiry" name="expiry" autocomplete="cc-exp" required></p>
<p><label for="cvv">CVV</label> <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></p>
<p><button type="submit">Bayar ${rupiah(input.amount)} / Pay ${rupiah(input.amount)}</button></p>
</form>`);
}

export function closedPage(message: string): string {
  return page('Xendit', `<h1>Xendit</h1>\n<p>${escape(message)}</p>`);
}
