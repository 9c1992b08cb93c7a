import type { TestServer } from './test-server';

export interface GraphAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function answer<T>(response: Response): Promise<GraphAnswer<T>> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

export async function graphGet<T = Record<string, unknown>>(server: TestServer, query: string, variables?: Record<string, unknown>, init: RequestInit & { host?: string; path?: string } = {}): Promise<GraphAnswer<T>> {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  return answer<T>(await server.request(`${init.path ?? '/graphql'}?${params}`, init));
}

export async function graphPost<T = Record<string, unknown>>(server: TestServer, body: unknown, init: RequestInit & { host?: string; path?: string; m?: string } = {}): Promise<GraphAnswer<T>> {
  const { path = '/graphql', m, headers, ...rest } = init;
  const url = m ? `${path}?m=${encodeURIComponent(m)}` : path;
  return answer<T>(await server.request(url, { method: 'POST', ...rest, headers: { 'content-type': 'application/json', ...(headers as Record<string, string> | undefined) }, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}
