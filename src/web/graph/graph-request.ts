// How each graph call is put on the wire (spec §7). Pure: builds URLs and bodies, sends nothing.
import { URL_LENGTH_LIMIT } from './graph-constants';
import type { GraphVariables } from './graph-key';
import { variablesJson } from './graph-key';

/**
 * Files of a mutation, keyed by their dot path inside the variables (`'input.image'`,
 * `'input.images.0'`). The value at that path is sent as null, as the multipart spec asks.
 */
export type GraphFiles = Readonly<Record<string, Blob>>;

export interface GraphRequest {
  url: string;
  init: RequestInit;
  /** Requests with the same key are the same request and may share one reply. */
  key: string;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

function withParams(endpoint: string, params: string): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`;
}

/** GET so public queries can be cached on the way; POST only once the URL gets too long. */
export function buildQueryRequest(endpoint: string, query: string, variables?: GraphVariables): GraphRequest {
  const json = variablesJson(variables);
  const url = withParams(endpoint, `query=${encodeURIComponent(query)}&variables=${encodeURIComponent(json)}`);
  if (url.length <= URL_LENGTH_LIMIT) {
    return {
      url,
      key: `GET ${url}`,
      init: { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } },
    };
  }
  const body = `{"query":${JSON.stringify(query)},"variables":${json}}`;
  return {
    url: endpoint,
    key: `POST ${endpoint}\n${body}`,
    init: { method: 'POST', credentials: 'include', headers: JSON_HEADERS, body },
  };
}

/** The `m` parameter names the input type so the server can route and log without parsing. */
export function buildMutationRequest(
  endpoint: string,
  inputTypeName: string,
  query: string,
  variables?: GraphVariables,
  files?: GraphFiles,
): GraphRequest {
  const url = withParams(endpoint, `m=${encodeURIComponent(inputTypeName)}`);
  const fileEntries = Object.entries(files ?? {});
  if (fileEntries.length === 0) {
    const body = JSON.stringify({ query, variables: variables ?? {} });
    return { url, key: `POST ${url}\n${body}`, init: { method: 'POST', credentials: 'include', headers: JSON_HEADERS, body } };
  }
  return {
    url,
    key: `POST ${url}\nmultipart`,
    // No content-type: the browser writes it with the multipart boundary.
    init: { method: 'POST', credentials: 'include', headers: { accept: 'application/json', 'graphql-preflight': '1' }, body: multipartBody(query, variables, fileEntries) },
  };
}

/** github.com/jaydenseric/graphql-multipart-request-spec: `operations`, `map`, then `0`, `1`… */
function multipartBody(query: string, variables: GraphVariables | undefined, files: Array<[string, Blob]>): FormData {
  const operationVariables = JSON.parse(JSON.stringify(variables ?? {})) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  files.forEach(([path, _file], index) => {
    setPath(operationVariables, path.split('.'), null);
    map[String(index)] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: operationVariables }));
  form.append('map', JSON.stringify(map));
  files.forEach(([_path, file], index) => {
    const name = (file as Partial<File>).name;
    form.append(String(index), file, typeof name === 'string' && name !== '' ? name : `file${index}`);
  });
  return form;
}

function setPath(target: Record<string, unknown> | unknown[], segments: string[], value: unknown): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  const container = target as Record<string, unknown>;
  if (rest.length === 0) {
    container[head] = value;
    return;
  }
  let next = container[head];
  if (next === null || typeof next !== 'object') {
    next = /^\d+$/.test(rest[0] ?? '') ? [] : {};
    container[head] = next;
  }
  setPath(next as Record<string, unknown>, rest, value);
}
