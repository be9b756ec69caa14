import type { Credentials } from '../api/client';

/**
 * How the console signs its user in. The screens see only this: the embedded platform uses its own sign-in page
 * and session cookie (LocalSession); the distributed deployment uses Keycloak (OidcSession). /admin/config.json
 * says which.
 */
export interface Auth extends Credentials {
  /** "local": the console shows its sign-in form; "oidc": signIn() leaves for the provider's page. */
  readonly kind: 'local' | 'oidc';
  signIn(user?: string, password?: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Called once at start: finishes a sign-in the provider sent back (OIDC), giving the console's path it left from;
   * null when there was none (and always for a local session).
   */
  resume(location: URL): Promise<string | null>;
}

/** /admin/config.json as the platform serves it (services/platform ConsoleConfig). */
export interface ConsoleSettings {
  auth: 'local' | 'oidc';
  api: string;
  oidc?: { issuer: string; clientId: string; scope: string };
}
