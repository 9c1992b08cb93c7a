import { XenditSdkError } from 'xendit-node';

/** Why a call to Xendit did not give an answer. */
export class XenditCallError extends Error {
  constructor(message: string, readonly httpStatus: number | null, readonly errorCode: string | null) {
    super(message);
    this.name = 'XenditCallError';
  }
}

/** Runs one call through xendit-node, its failures turned into XenditCallError (no status: Xendit was not reached). */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof XenditSdkError) {
      const status = Number(error.status);
      throw new XenditCallError(error.errorMessage ?? error.message, Number.isFinite(status) && status > 0 ? status : null, error.errorCode ?? null);
    }
    throw new XenditCallError(error instanceof Error ? error.message : String(error), null, null);
  }
}

/**
 * The body of the last answer a client read, as Xendit sent it. xendit-node's models leave out
 * fields Xendit documents (a refund's `status` and `invoice_id`, an invoice's `paid_amount`), so
 * the reads that need them keep the body too.
 */
export interface AnswerBody {
  body: Record<string, unknown> | null;
}

/** Xendit's refund-refusal codes that pass with time (another refund of the payment running, a balance topped up): tried again. */
export const REFUND_LATER: ReadonlySet<string> = new Set(['REFUND_IN_PROGRESS', 'INSUFFICIENT_BALANCE']);

/** A shop's Xendit account: its secret API key, which also says test or live mode. */
export interface XenditAccount {
  secretKey: string;
}

/** Makes one of xendit-node's clients for an account (XenditApi), so each API part shares its timeout and answer keeping. */
export interface XenditClients {
  client<T extends object>(Client: new (options: { secretKey: string; xenditURL?: string }) => T, account: XenditAccount, answer?: AnswerBody): T;
}
