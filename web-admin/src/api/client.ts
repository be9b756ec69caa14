import { type Endpoint, endpoints, pathOf } from './endpoints';
import { ApiProblem, Offline, problemOf } from './problem';

/** What the signed-in way (local session or OIDC token) adds to each request. */
export interface Credentials {
  headers(): Promise<Record<string, string>>;
  /** 'same-origin' sends the session cookie; a token needs none. */
  readonly cookies: RequestCredentials;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A raw body (a file) with its content type, instead of JSON. */
  raw?: { content: string | Blob; type: string };
  /** The same key for every try of one action, so a write sent twice is applied once. */
  idempotencyKey?: string;
  accept?: string;
  /** The version the caller read (a game's): the write is refused 409 if it changed since. */
  ifMatch?: number;
}

type Listener = (online: boolean) => void;

/**
 * The console's one way to the platform: every call by its name in `endpoints`, JSON in and out, problems as
 * ApiProblem, a lost connection as Offline (and a notice to the banner). Every write carries an Idempotency-Key and
 * Content-Type: application/json.
 */
export class Client {
  private readonly listeners = new Set<Listener>();
  private unauthorized: () => void = () => {};

  constructor(
    private readonly credentials: Credentials,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  onConnection(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onUnauthorized(handler: () => void): void {
    this.unauthorized = handler;
  }

  async call<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
    return (await this.read<T>(endpoint, options)).body;
  }

  /** A call whose answer's headers matter too (the audit export's head). */
  async read<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<{ body: T; headers: Headers }> {
    const response = await this.send(endpoint, options);
    if (response.status === 204) return { body: undefined as T, headers: response.headers };
    const type = response.headers.get('content-type') ?? '';
    const body = (type.includes('json') && !type.includes('ndjson') ? await response.json() : await response.text()) as T;
    return { body, headers: response.headers };
  }

  private async send(endpoint: Endpoint, options: CallOptions): Promise<Response> {
    const { method } = endpoints[endpoint];
    const write = method !== 'GET';
    const headers: Record<string, string> = { Accept: options.accept ?? 'application/json', ...(await this.credentials.headers()) };
    let body: string | Blob | undefined;
    if (options.raw) {
      headers['Content-Type'] = options.raw.type;
      body = options.raw.content;
    } else if (write) {
      headers['Content-Type'] = 'application/json';
      body = options.body === undefined ? undefined : JSON.stringify(options.body);
    }
    if (write && !('safe' in endpoints[endpoint])) headers['Idempotency-Key'] = options.idempotencyKey ?? newKey();
    if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
    let response: Response;
    try {
      response = await this.fetcher(pathOf(endpoint, options.params) + queryOf(options.query), {
        method,
        headers,
        body,
        credentials: this.credentials.cookies,
      });
    } catch {
      this.tell(false);
      throw new Offline();
    }
    this.tell(true);
    if (response.ok) return response;
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }
    const problem = problemOf(response.status, payload, response.statusText || `HTTP ${response.status}`);
    if (response.status === 401 && endpoint !== 'signIn' && endpoint !== 'whoAmI') this.unauthorized();
    throw new ApiProblem(problem);
  }

  private tell(online: boolean) {
    this.listeners.forEach((listener) => listener(online));
  }
}

export function newKey(): string {
  return crypto.randomUUID();
}

function queryOf(query: CallOptions['query']): string {
  if (!query) return '';
  const pairs = Object.entries(query).filter(([, v]) => v !== undefined) as [string, string | number | boolean][];
  return pairs.length ? '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&') : '';
}
