/**
 * The pages of the Midtrans stand-in's Snap: what a shopper sees at Snap's `redirect_url`. A card
 * form (Midtrans' sandbox cards: 4811 1111 1111 1114 is accepted, 4911 1111 1111 1113 denied by
 * the bank) or a wallet's page with its pay and decline buttons, as GoPay's and ShopeePay's
 * sandbox simulators offer. Plain, labelled HTML, so a browser test can use it as a shopper would.
 */
export const ACCEPTED_CARD = '4811111111111114';
export const DENIED_CARD = '4911111111111113';

export interface SnapPageSession {
  token: string;
  orderId: string;
  grossAmount: number;
  enabledPayment: 'credit_card' | 'gopay' | 'shopeepay';
}

const WALLET_TITLES = { gopay: 'GoPay', shopeepay: 'ShopeePay' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:26rem;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.6rem 1rem;margin:1rem .5rem 0 0}.error{color:#a00000}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function snapPage(session: SnapPageSession, problem: string | null = null): string {
  const amount = `Rp${session.grossAmount.toLocaleString('id-ID')}`;
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : '';
  if (session.enabledPayment === 'credit_card') {
    return page('Midtrans · Credit/debit card', `<p>Order ${escapeHtml(session.orderId)} · ${amount}</p>${error}
<form method="post" action="/snap/v4/redirection/${session.token}">
<label for="card">Card number</label><input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit" name="action" value="pay">Pay now</button></form>`);
  }
  const wallet = WALLET_TITLES[session.enabledPayment];
  return page(`Midtrans · ${wallet}`, `<p>Order ${escapeHtml(session.orderId)} · ${amount}</p>${error}
<form method="post" action="/snap/v4/redirection/${session.token}">
<button type="submit" name="action" value="pay">Pay with ${wallet}</button>
<button type="submit" name="action" value="decline">Decline</button></form>`);
}

/** What the shopper did on the page: the state Midtrans gives the transaction, or a problem to show. */
export function snapOutcome(session: SnapPageSession, form: URLSearchParams): { status: 'capture' | 'settlement' | 'deny' } | { problem: string } {
  if (session.enabledPayment !== 'credit_card') return { status: form.get('action') === 'pay' ? 'settlement' : 'deny' };
  const number = (form.get('card_number') ?? '').replace(/\s+/g, '');
  if (number === ACCEPTED_CARD) return { status: 'capture' };
  if (number === DENIED_CARD) return { status: 'deny' };
  return { problem: 'Card number is invalid.' };
}
