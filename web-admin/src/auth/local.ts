import type { Auth } from './auth';
import { ApiProblem, Offline, problemOf } from '../api/problem';
import { endpoints } from '../api/endpoints';

/** The header every cookie-signed write carries (platform ConsoleGuard): another site's page cannot add it. */
export const CONSOLE_HEADER = 'X-Tengen-Console';

/**
 * The embedded platform's sign-in: POST /api/v1/session sets an HttpOnly, SameSite=Strict cookie that the browser
 * sends with each call; no script ever holds the password after the form or the session token at all.
 */
export class LocalSession implements Auth {
  readonly kind = 'local';
  readonly cookies: RequestCredentials = 'same-origin';

  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  async headers(): Promise<Record<string, string>> {
    return { [CONSOLE_HEADER]: '1' };
  }

  async signIn(user = '', password = ''): Promise<void> {
    let response: Response;
    try {
      response = await this.fetcher(endpoints.signIn.path, {
        method: endpoints.signIn.method,
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json', Accept: 'application/json', [CONSOLE_HEADER]: '1',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({ user, password }),
      });
    } catch {
      throw new Offline();
    }
    if (!response.ok) {
      throw new ApiProblem(problemOf(response.status, await response.json().catch(() => null), response.statusText));
    }
  }

  async signOut(): Promise<void> {
    await this.fetcher(endpoints.signOut.path, {
      method: endpoints.signOut.method,
      credentials: 'same-origin',
      headers: { [CONSOLE_HEADER]: '1', 'Idempotency-Key': crypto.randomUUID() },
    }).catch(() => undefined);
  }

  async resume(): Promise<string | null> {
    return null;
  }
}
