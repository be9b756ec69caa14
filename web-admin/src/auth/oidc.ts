import type { Auth, ConsoleSettings } from './auth';
import { challengeOf, newVerifier } from './pkce';

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
}

const PENDING = 'tengen.oidc.pending';
/** Set while a silent sign-in was tried in this tab and not yet followed by a sign-in: no second try, no loop. */
const SILENT = 'tengen.oidc.silent';

/**
 * Sign-in with an OpenID provider (Keycloak in the distributed deployment): the authorization code flow with PKCE
 * (RFC 7636, S256), a public client, the standard endpoints found by discovery. The access token stays in memory
 * (no storage a script on another tab could read); a reload signs in again, silently while the provider's own
 * session lasts (signInSilently), and comes back to the screen it was on. The API takes the token as a bearer token;
 * the platform maps its realm roles as it maps local accounts' roles.
 */
export class OidcSession implements Auth {
  readonly kind = 'oidc';
  readonly cookies: RequestCredentials = 'omit';
  private token: string | null = null;
  private discovery: Discovery | null = null;

  constructor(
    private readonly settings: NonNullable<ConsoleSettings['oidc']>,
    private readonly redirectUri: string,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
    private readonly storage: Storage = sessionStorage,
    private readonly go: (url: string) => void = (url) => window.location.assign(url),
    private readonly here: () => string = () => window.location.pathname,
  ) {}

  async headers(): Promise<Record<string, string>> {
    return this.token ? { Authorization: `Bearer ${this.token}` } : {};
  }

  /** Leaves for the provider's sign-in page with a fresh verifier, challenge and state. */
  async signIn(): Promise<void> {
    this.storage.removeItem(SILENT);
    await this.leave();
  }

  /**
   * At start without a token: asks the provider, without showing its page (prompt=none, OpenID Connect Core 1.0
   * §3.1.2.1), whether its own session still lasts, so that a reload at the venue needs no new sign-in. Once per tab
   * until the next sign-in: when the provider answers login_required, the console shows its sign-in page. True when
   * the tab is leaving for the provider.
   */
  async signInSilently(): Promise<boolean> {
    if (this.token || this.storage.getItem(SILENT)) return false;
    this.storage.setItem(SILENT, '1');
    await this.leave('none');
    return true;
  }

  private async leave(prompt?: 'none'): Promise<void> {
    const provider = await this.provider();
    const verifier = newVerifier();
    const state = newVerifier();
    this.storage.setItem(PENDING, JSON.stringify({ verifier, state, back: this.here() }));
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.redirectUri,
      scope: this.settings.scope,
      state,
      code_challenge: await challengeOf(verifier),
      code_challenge_method: 'S256',
    });
    if (prompt) query.set('prompt', prompt);
    this.go(`${provider.authorization_endpoint}?${query}`);
  }

  /**
   * Back from the provider: the code exchanged for a token, if the state is the one this tab sent; the console's path
   * the sign-in left from, to show again (also when a silent sign-in found no session: the sign-in page, there).
   */
  async resume(location: URL): Promise<string | null> {
    const code = location.searchParams.get('code');
    const refused = location.searchParams.get('error');
    const pending = this.storage.getItem(PENDING);
    if ((!code && !refused) || !pending) return null;
    this.storage.removeItem(PENDING);
    const { verifier, state, back } = JSON.parse(pending) as { verifier: string; state: string; back: string };
    if (location.searchParams.get('state') !== state) throw new Error('The sign-in answer is not the one this tab asked for.');
    if (!code) return back;
    const provider = await this.provider();
    const response = await this.fetcher(provider.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code, redirect_uri: this.redirectUri, client_id: this.settings.clientId,
        code_verifier: verifier,
      }),
    });
    if (!response.ok) throw new Error(`The provider refused the sign-in (${response.status}).`);
    this.token = ((await response.json()) as { access_token: string }).access_token;
    this.storage.removeItem(SILENT);
    return back;
  }

  async signOut(): Promise<void> {
    this.token = null;
    const provider = await this.provider();
    if (provider.end_session_endpoint) {
      this.go(`${provider.end_session_endpoint}?${new URLSearchParams({ client_id: this.settings.clientId,
        post_logout_redirect_uri: this.redirectUri })}`);
    }
  }

  private async provider(): Promise<Discovery> {
    if (!this.discovery) {
      const issuer = this.settings.issuer.replace(/\/$/, '');
      const response = await this.fetcher(`${issuer}/.well-known/openid-configuration`);
      this.discovery = (await response.json()) as Discovery;
    }
    return this.discovery;
  }
}
