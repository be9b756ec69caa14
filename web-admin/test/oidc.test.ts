import { describe, expect, it } from 'vitest';
import { OidcSession } from '../src/auth/oidc';

/** sessionStorage as a plain map: what one tab keeps across the provider's redirects. */
class TabStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, value); }
}

const ISSUER = 'http://127.0.0.1:8180/realms/tengen';
const AUTHORIZE = `${ISSUER}/protocol/openid-connect/auth`;
const TOKEN = `${ISSUER}/protocol/openid-connect/token`;

/** A session whose provider answers discovery and issues the token "access-1" for any code. */
function session(storage: Storage, left: string[], screen = '/admin/events/t-1/audit') {
  const fetcher = (async (url: string) => {
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return new Response(JSON.stringify({ authorization_endpoint: AUTHORIZE, token_endpoint: TOKEN }));
    }
    if (url === TOKEN) return new Response(JSON.stringify({ access_token: 'access-1' }));
    return new Response('', { status: 404 });
  }) as typeof fetch;
  return new OidcSession({ issuer: ISSUER, clientId: 'tengen-web-admin', scope: 'openid' },
    'http://127.0.0.1:8080/admin/', fetcher, storage, (url) => left.push(url), () => screen);
}

/** Where the provider sends the tab back, with the state the tab sent and the given answer. */
function back(left: string, answer: Record<string, string>): URL {
  const state = new URL(left).searchParams.get('state')!;
  return new URL(`http://127.0.0.1:8080/admin/?${new URLSearchParams({ ...answer, state })}`);
}

describe('signing in with the provider', () => {
  it('asks silently once (prompt=none) and, told login_required, shows the sign-in page where the tab was', async () => {
    const storage = new TabStorage();
    const left: string[] = [];
    expect(await session(storage, left).signInSilently()).toBe(true);
    expect(new URL(left[0]).searchParams.get('prompt')).toBe('none');
    expect(new URL(left[0]).searchParams.get('code_challenge_method')).toBe('S256');

    // the reload after the provider's answer: a new page, the same tab
    const reloaded = session(storage, left, '/admin/');
    expect(await reloaded.resume(back(left[0], { error: 'login_required' }))).toBe('/admin/events/t-1/audit');
    expect(await reloaded.headers()).toEqual({});
    expect(await reloaded.signInSilently()).toBe(false);
    expect(left).toHaveLength(1);
  });

  it('signed in silently, holds the token and comes back to the screen it was on; the next reload asks again', async () => {
    const storage = new TabStorage();
    const left: string[] = [];
    await session(storage, left).signInSilently();
    const reloaded = session(storage, left, '/admin/');
    expect(await reloaded.resume(back(left[0], { code: 'code-1' }))).toBe('/admin/events/t-1/audit');
    expect(await reloaded.headers()).toEqual({ Authorization: 'Bearer access-1' });

    expect(await session(storage, left).signInSilently()).toBe(true);
    expect(left).toHaveLength(2);
  });

  it('after a refused silent sign-in, the button leaves for the provider\'s page, without prompt=none', async () => {
    const storage = new TabStorage();
    const left: string[] = [];
    await session(storage, left).signInSilently();
    const reloaded = session(storage, left, '/admin/');
    await reloaded.resume(back(left[0], { error: 'login_required' }));
    await reloaded.signIn();
    expect(new URL(left[1]).searchParams.get('prompt')).toBeNull();
    expect(await session(storage, left).signInSilently()).toBe(true);
  });

  it('refuses an answer whose state is not the one this tab sent, and ignores one it never asked for', async () => {
    const storage = new TabStorage();
    const left: string[] = [];
    await session(storage, left).signIn();
    const forged = new URL('http://127.0.0.1:8080/admin/?code=code-1&state=another');
    await expect(session(storage, left).resume(forged)).rejects.toThrow('not the one this tab asked for');
    expect(await session(new TabStorage(), left).resume(new URL('http://127.0.0.1:8080/admin/?code=code-1&state=x')))
      .toBeNull();
  });
});
