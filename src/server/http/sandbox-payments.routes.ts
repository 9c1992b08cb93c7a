import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.server';
import {
  cardFormPage, createSandboxCardProvider, createSandboxWalletProvider, findSession, isExpired, SANDBOX_PAGE_HEADERS, unavailablePage, verifyWalletNotification,
  walletPage, withQuery, WALLET_SIGNATURE_HEADER, WALLET_SIGNING_KEY, type SandboxPageSession, type SandboxSession, type WalletAction, type WalletEvent,
} from '../modules/payments';
import { serverKey } from '../modules/platform';
import { acceptPlainForms } from './plain-page.server';

export const WALLET_NOTIFY_PATH = '/_/payments/sandbox-wallet/notify';

/** A card form or a wallet button press is a few short fields; nothing bigger is read. */
const FORM_BODY_LIMIT = 4 * 1024;
const NOTIFICATION_BODY_LIMIT = 16 * 1024;
const HTML = 'text/html; charset=utf-8';

type SessionParams = { Params: { sessionId: string } };

function pageSession(session: SandboxSession): SandboxPageSession {
  return { id: session.id, amount: session.amount, currency: session.currency, description: session.description, returnUrl: session.returnUrl };
}

function formField(request: FastifyRequest, name: string, maxLength: number): string {
  const body = request.body instanceof URLSearchParams ? request.body : null;
  return (body?.get(name) ?? '').slice(0, maxLength);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type(HTML).send(unavailablePage(
    { id: 'Sesi pembayaran tidak ditemukan', en: 'Payment session not found' },
    { id: 'Alamat pembayaran ini tidak dikenal. Kembali ke toko dan mulai pembayaran lagi.', en: 'This payment address is unknown. Go back to the shop and start the payment again.' },
  ));
}

/** A known session the page can no longer act on: spent, submitted or run out. */
function gone(reply: FastifyReply, session: SandboxSession, backTo: string): FastifyReply {
  const link = { href: backTo, text: { id: 'Kembali ke toko', en: 'Back to the shop' } };
  if (session.status !== 'open') {
    return reply.code(410).type(HTML).send(unavailablePage(
      { id: 'Pembayaran sudah diproses', en: 'Payment already processed' },
      { id: 'Sesi pembayaran ini sudah selesai dan tidak dapat dipakai lagi.', en: 'This payment session is finished and cannot be used again.' },
      link,
    ));
  }
  if (session.kind === 'card' && session.tokenHash !== null) {
    return reply.code(410).type(HTML).send(unavailablePage(
      { id: 'Kartu sudah dikirim', en: 'Card already submitted' },
      { id: 'Data kartu untuk pembayaran ini sudah diterima. Lanjutkan ke toko untuk menyelesaikannya.', en: 'The card for this payment has been received. Continue to the shop to finish.' },
      { href: backTo, text: { id: 'Lanjutkan ke toko', en: 'Continue to the shop' } },
    ));
  }
  return reply.code(410).type(HTML).send(unavailablePage(
    { id: 'Sesi pembayaran berakhir', en: 'Payment session expired' },
    { id: 'Waktu untuk membayar sudah habis. Kembali ke toko dan mulai pembayaran lagi.', en: 'The time to pay has run out. Go back to the shop and start the payment again.' },
    link,
  ));
}

/** Where a card shopper goes back to: the shop learns the session, never the result. */
function cardReturn(session: SandboxSession): string {
  return withQuery(session.returnUrl, { session: session.id });
}

/**
 * The sandbox providers' own pages: the hosted card form under `/_sandbox/card` and the
 * wallet's approval page under `/_sandbox/wallet`. They share nothing with the shop's
 * pages: no script, their own strict policy, no referrer, never cached.
 */
export async function registerSandboxPaymentRoutes(server: FastifyInstance, deps: { db: Db; kick: () => void }): Promise<void> {
  const { db } = deps;
  const card = createSandboxCardProvider();
  const wallet = createSandboxWalletProvider();

  await server.register(async (instance) => {
    acceptPlainForms(instance, FORM_BODY_LIMIT);
    // onSend runs after the site-wide hooks, so these win over the shop's referrer policy.
    instance.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SANDBOX_PAGE_HEADERS)) reply.header(name, value);
      return payload;
    });

    instance.get<SessionParams>('/_sandbox/card/:sessionId', async (request, reply) => {
      const session = await findSession(db, 'card', request.params.sessionId);
      if (!session) return notFound(reply);
      if (session.status !== 'open' || session.tokenHash !== null || isExpired(session, new Date())) return gone(reply, session, cardReturn(session));
      return reply.type(HTML).send(cardFormPage(pageSession(session)));
    });

    instance.post<SessionParams>('/_sandbox/card/:sessionId', async (request, reply) => {
      const input = {
        number: formField(request, 'number', 40),
        expiry: formField(request, 'expiry', 20),
        cvc: formField(request, 'cvc', 10),
        name: formField(request, 'name', 200),
      };
      const result = await card.submit(db, request.params.sessionId, input);
      switch (result.kind) {
        case 'not_found':
          return notFound(reply);
        case 'unavailable':
          return gone(reply, result.session, cardReturn(result.session));
        case 'invalid':
          // The number is shown again so it can be corrected; the CVC never is.
          return reply.code(400).type(HTML).send(cardFormPage(pageSession(result.session), { number: input.number, expiry: input.expiry, name: input.name }, result.errors));
        case 'submitted':
          return reply.redirect(cardReturn(result.session), 303);
      }
    });

    instance.get<SessionParams>('/_sandbox/wallet/:sessionId', async (request, reply) => {
      const session = await findSession(db, 'wallet', request.params.sessionId);
      if (!session) return notFound(reply);
      if (session.status !== 'open' || isExpired(session, new Date())) return gone(reply, session, session.returnUrl);
      return reply.type(HTML).send(walletPage(pageSession(session)));
    });

    const settle = (action: WalletAction) => async (request: FastifyRequest<SessionParams>, reply: FastifyReply) => {
      const result = await wallet.settle(db, request.params.sessionId, action);
      if (result.kind === 'not_found') return notFound(reply);
      if (result.kind === 'expired') return gone(reply, result.session, result.session.returnUrl);
      if (result.notified) {
        // Delivery is attempted at once; the queued row survives whatever happens to it.
        try {
          deps.kick();
        } catch (error) {
          request.log.warn({ err: error }, 'could not start delivering the sandbox wallet notification');
        }
      }
      // The return carries no result: only the signed notification may mark anything paid.
      return reply.redirect(result.session.returnUrl, 303);
    };
    instance.post<SessionParams>('/_sandbox/wallet/:sessionId/pay', settle('pay'));
    instance.post<SessionParams>('/_sandbox/wallet/:sessionId/cancel', settle('cancel'));
  });
}

export type WalletEventResult = 'applied' | 'duplicate' | 'ignored';

/**
 * The shop's end of the sandbox wallet's notifications. Providers call one address for all
 * shops, so the shop comes from the session, not from the Host. The body is read as text
 * and the signature checked over those exact bytes before any of it is believed.
 */
export async function registerWalletNotificationRoute(
  server: FastifyInstance,
  deps: { db: Db; onEvent: (shopIdFromSession: string, event: WalletEvent) => Promise<WalletEventResult> },
): Promise<void> {
  await server.register(async (instance) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });

    instance.post(WALLET_NOTIFY_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[WALLET_SIGNATURE_HEADER];
      const secret = await serverKey(deps.db, WALLET_SIGNING_KEY);
      const verified = verifyWalletNotification(secret, typeof header === 'string' ? header : undefined, rawBody, new Date());
      if (!verified.ok) {
        const status = verified.reason === 'missing_signature' || verified.reason === 'bad_signature' ? 401 : 400;
        return reply.code(status).send({ error: verified.reason });
      }
      const session = await findSession(deps.db, 'wallet', verified.event.sessionId);
      // A genuine event for a session we do not know cannot be applied; answering 200 stops
      // the sender from retrying something that will never succeed.
      if (!session) return reply.send({ received: true, result: 'ignored' satisfies WalletEventResult });
      const result = await deps.onEvent(session.shopId, verified.event);
      return reply.send({ received: true, result });
    });
  });
}
