import http from 'node:http';
import { Browser } from './shop-flow';
import type { TestServer } from './test-server';

export const SIGN_UP = 'mutation($input: CustomerSignUpInput!) { customerSignUp(input: $input) { __typename message } }';
export const SIGN_IN = 'mutation($input: CustomerSignInInput!) { customerSignIn(input: $input) { __typename ... on CustomerSignInSuccess { customer { id } } ... on InvalidCustomerCredentialsError { message } } }';

export interface Answer<T> { status: number; data: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }

/**
 * A browser on any host name of the test server (a second shop, another host name of the demo
 * shop): Node's fetch cannot set Host, so this speaks plain HTTP and keeps cookies per host.
 */
export class HostBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly server: TestServer, readonly host: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    const { hostname, port } = new URL(this.server.baseUrl);
    const headers: Record<string, string> = { ...init.headers, host: this.host };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const request = http.request({ hostname, port, path, method: init.method ?? 'GET', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const index = pair.indexOf('=');
            const name = pair.slice(0, index);
            const value = pair.slice(index + 1);
            if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.on('error', reject);
      if (init.body) request.write(init.body);
      request.end();
    });
  }

  async graph<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, options: { m?: string } = {}): Promise<Answer<T>> {
    const answer = /^\s*mutation\b/.test(query)
      ? await this.fetch(`/_/graph?m=${encodeURIComponent(options.m ?? '')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })
      : await this.fetch(`/_/graph?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`);
    const body = JSON.parse(answer.text) as { data: T; errors?: Answer<T>['errors'] };
    return { status: answer.status, data: body.data, errors: body.errors };
  }
}

type GraphClient = Pick<Browser, 'graph'> | Pick<HostBrowser, 'graph'>;

/** Signs up (an unverified account signs in all the same) and signs in; returns the account id. */
export async function signUpAndIn(browser: GraphClient, email: string, password: string, name = 'Siti Rahma'): Promise<string> {
  const up = await browser.graph(SIGN_UP, { input: { name, email, password, phone: '0812-1111-2222' } }, { m: 'CustomerSignUpInput' });
  if (up.errors) throw new Error(JSON.stringify(up.errors));
  const signedIn = await browser.graph<{ customerSignIn: { __typename: string; customer?: { id: string } } }>(SIGN_IN, { input: { email, password } }, { m: 'CustomerSignInInput' });
  const id = signedIn.data.customerSignIn.customer?.id;
  if (!id) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
  return id;
}

/** A new demo-shop browser signed in as the customer, holding no order grant. */
export async function signedInBrowser(server: TestServer, email: string, password: string): Promise<Browser> {
  const browser = new Browser(server);
  const answer = await browser.graph<{ customerSignIn: { __typename: string } }>(SIGN_IN, { input: { email, password } }, { m: 'CustomerSignInInput' });
  if (answer.data.customerSignIn.__typename !== 'CustomerSignInSuccess') throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return browser;
}
