import { describe, expect, it } from 'vitest';
import { renderPage, type ServerQueryResult } from './entry-server';

describe('a server render', () => {
  it('asks the frame’s one query, which carries the shop’s currency, and nothing more for a page without data', async () => {
    const asked: string[] = [];
    const page = await renderPage({
      url: '/email/subscription/confirmed',
      origin: 'https://toko.test',
      language: 'id',
      messages: {},
      messagesHash: 't',
      timezoneOffset: 7,
      devTools: false,
      runQuery: (query): Promise<ServerQueryResult> => {
        asked.push(query);
        // An answer the frame cannot use: the page is the error page, which is enough to count.
        return Promise.resolve({ status: 503, body: { errors: [{ message: 'Database restarting.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } });
      },
    });
    expect(asked.map((query) => /query (\w+)/.exec(query)?.[1])).toEqual(['Shell']);
    expect(asked[0]).toMatch(/currency \{ code \}/);
    expect(page.status).toBe(503);
  });
});
