// A recording stand-in for `fetch`, shared by the graph tests. Replies are consumed in order;
// 'hang' never answers until the request's signal aborts, as a stalled connection would.
import type { GraphFetch, GraphFetchResponse } from './graph-client';

export type FakeReply = { status?: number; body: string } | Error | 'hang';

export interface FakeCall {
  url: string;
  init: RequestInit;
}

export interface FakeFetch {
  fetch: GraphFetch;
  calls: FakeCall[];
  /** Replies for calls not yet made; `fallback` answers once they run out. */
  replies: FakeReply[];
}

export const jsonReply = (value: unknown, status = 200): FakeReply => ({ status, body: JSON.stringify(value) });

export function createFakeFetch(replies: FakeReply[] = [], fallback: FakeReply = jsonReply({ data: {} })): FakeFetch {
  const fake: FakeFetch = {
    calls: [],
    replies,
    fetch: (url, init) => {
      fake.calls.push({ url, init });
      const reply = fake.replies.shift() ?? fallback;
      if (reply === 'hang') {
        return new Promise<GraphFetchResponse>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }
      if (reply instanceof Error) return Promise.reject(reply);
      return Promise.resolve({ status: reply.status ?? 200, text: () => Promise.resolve(reply.body) });
    },
  };
  return fake;
}
