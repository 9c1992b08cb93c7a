import type { z } from 'zod';

export type AggregatorConnectionCheck = { ok: true } | { ok: false; problem: 'unauthorized' | 'unreachable' } | { ok: false; problem: 'unexpected'; httpStatus: number };

/** Why a call to a courier aggregator gave no usable answer; `httpStatus` null: it did not answer in time or at all. */
export class AggregatorCallError extends Error {
  constructor(message: string, readonly httpStatus: number | null, readonly errorCode: number | null, readonly refusedKey = false, readonly timedOut = false) {
    super(message);
    this.name = 'AggregatorCallError';
  }

  /** Why checkout fell back to the rate tables, as the owner is told it: timeout, unauthorized, unreachable or the HTTP status. */
  static fallbackReason(error: AggregatorCallError): string {
    if (error.timedOut) return 'timeout';
    const check = AggregatorCallError.asCheck(error);
    return check.ok ? 'unexpected' : check.problem === 'unexpected' ? `status:${check.httpStatus}` : check.problem;
  }

  /** A failed call in the owner's terms for "test connection". */
  static asCheck(error: unknown): AggregatorConnectionCheck {
    if (!(error instanceof AggregatorCallError)) throw error;
    if (error.refusedKey || error.httpStatus === 401 || error.httpStatus === 403) return { ok: false, problem: 'unauthorized' };
    if (error.httpStatus === null) return { ok: false, problem: 'unreachable' };
    return { ok: false, problem: 'unexpected', httpStatus: error.httpStatus };
  }
}

export interface JsonCall<T> {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  schema: z.ZodType<T>;
  /** The aggregator's own error code in a refusal, when it gives one. */
  errorCode: (answer: Record<string, unknown>) => number | null;
  errorMessage: (answer: Record<string, unknown>) => string | null;
  /** Whether a refusal says the key is wrong (an aggregator that answers 400 for it). */
  refusesKey?: (message: string) => boolean;
}

/**
 * One HTTP call that either answers in `timeoutMs` with a body of the expected shape or throws
 * AggregatorCallError: a shopper or owner is waiting, so a slow aggregator is a failed one.
 */
export async function callJson<T>(url: string, call: JsonCall<T>): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: call.method, headers: { accept: 'application/json', ...call.headers }, ...(call.body === undefined ? {} : { body: call.body }), signal: AbortSignal.timeout(call.timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AggregatorCallError(`${new URL(url).pathname}: ${timedOut ? `no answer within ${call.timeoutMs} ms` : 'unreachable'}`, null, null, false, timedOut);
  }
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (!response.ok) {
    const message = call.errorMessage(record) ?? `HTTP ${response.status}`;
    throw new AggregatorCallError(`${new URL(url).pathname}: ${message}`, response.status, call.errorCode(record), call.refusesKey?.(message) ?? false);
  }
  const parsed = call.schema.safeParse(answer);
  if (!parsed.success) throw new AggregatorCallError(`${new URL(url).pathname}: an answer of an unexpected shape`, response.status, null);
  return parsed.data;
}
