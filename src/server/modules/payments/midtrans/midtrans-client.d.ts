/** The part of the official client (midtrans-client 1.4.3, plain JavaScript) the shop uses. */
declare module 'midtrans-client' {
  interface ClientOptions { isProduction: boolean; serverKey: string; clientKey?: string }

  class ApiConfig {
    getCoreApiBaseUrl(): string;
    getSnapApiBaseUrl(): string;
  }

  class HttpClient {
    http_client: { defaults: { headers: { common: Record<string, string> } }; defaults_timeout?: number } & { defaults: { timeout?: number } };
  }

  class Transaction {
    status(transactionId: string): Promise<Record<string, unknown>>;
    expire(transactionId: string): Promise<Record<string, unknown>>;
    cancel(transactionId: string): Promise<Record<string, unknown>>;
    refund(transactionId: string, parameter: Record<string, unknown>): Promise<Record<string, unknown>>;
  }

  export class CoreApi {
    constructor(options: ClientOptions);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    transaction: Transaction;
    charge(parameter: Record<string, unknown>): Promise<Record<string, unknown>>;
  }

  export class Snap {
    constructor(options: ClientOptions);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    createTransaction(parameter: Record<string, unknown>): Promise<Record<string, unknown>>;
  }

  export class MidtransError extends Error {
    httpStatusCode: number | string | null;
    ApiResponse: unknown;
  }

  const midtransClient: { CoreApi: typeof CoreApi; Snap: typeof Snap; MidtransError: typeof MidtransError };
  export default midtransClient;
}
