import { Invoice as InvoiceClient } from 'xendit-node';
import { call, XenditCallError, type AnswerBody, type XenditAccount, type XenditClients } from './xendit-call.server';
import { cardInvoiceParameters, readInvoice, type CardInvoiceInput, type XenditInvoice } from './xendit-invoice';

/**
 * Xendit's Invoices API for cards (GET/POST /v2/invoices, POST /invoices/{id}/expire!). An
 * invoice's `external_id` is not unique at Xendit and creating one takes no idempotency key, so
 * the payment's id is looked up before creating and again when an answer is lost: a retry finds
 * the invoice an earlier try opened rather than opening a second.
 */
export class XenditInvoices {
  constructor(private readonly api: XenditClients) {}

  async create(account: XenditAccount, input: CardInvoiceInput): Promise<XenditInvoice> {
    const earlier = await this.byExternalId(account, input.externalId);
    if (earlier) return earlier;
    const answer: AnswerBody = { body: null };
    try {
      const created = await call(() => this.api.client(InvoiceClient, account, answer).createInvoice({ data: cardInvoiceParameters(input, Date.now()) }));
      const invoice = readInvoice(created, answer.body);
      if (!invoice) throw new XenditCallError('the invoice answer has no id', null, null);
      return invoice;
    } catch (error) {
      // Not answered, or answered with a server error: the invoice may have been made all the same.
      if (!(error instanceof XenditCallError) || (error.httpStatus !== null && error.httpStatus < 500)) throw error;
      const made = await this.byExternalId(account, input.externalId);
      if (made) return made;
      throw error;
    }
  }

  /** GET /v2/invoices/{id}: the invoice as Xendit itself holds it, what was paid included. */
  async get(account: XenditAccount, invoiceId: string): Promise<XenditInvoice> {
    const answer: AnswerBody = { body: null };
    const parsed = await call(() => this.api.client(InvoiceClient, account, answer).getInvoiceById({ invoiceId }));
    const invoice = readInvoice(parsed, answer.body);
    if (!invoice) throw new XenditCallError('the invoice answer has no id', null, null);
    return invoice;
  }

  /**
   * Stops an open invoice taking money (POST /invoices/{id}/expire!). An invoice Xendit does not
   * know (404), or one already paid or expired, is nothing to close.
   */
  async expire(account: XenditAccount, invoiceId: string): Promise<'expired' | 'nothing_to_expire'> {
    let invoice: XenditInvoice;
    try {
      invoice = await this.get(account, invoiceId);
    } catch (error) {
      if (error instanceof XenditCallError && error.httpStatus === 404) return 'nothing_to_expire';
      throw error;
    }
    if (invoice.status !== 'PENDING') return 'nothing_to_expire';
    try {
      await call(() => this.api.client(InvoiceClient, account).expireInvoice({ invoiceId }));
      return 'expired';
    } catch (error) {
      // 404: paid or expired between the two calls.
      if (error instanceof XenditCallError && error.httpStatus === 404) return 'nothing_to_expire';
      throw error;
    }
  }

  /** The invoice a payment opened (its id as `external_id`), the one still open first; null: none. */
  private async byExternalId(account: XenditAccount, externalId: string): Promise<XenditInvoice | null> {
    const found = await call(() => this.api.client(InvoiceClient, account).getInvoices({ externalId }));
    const mine = found.filter((invoice) => invoice.externalId === externalId && invoice.status !== 'EXPIRED');
    const chosen = mine.find((invoice) => invoice.status === 'PENDING') ?? mine[0];
    return chosen ? readInvoice(chosen, null) : null;
  }
}
