import { render } from 'preact';
import { App } from './app';
import type { Auth, ConsoleSettings } from './auth/auth';
import { LocalSession } from './auth/local';
import { OidcSession } from './auth/oidc';
import { chooseLocale, setLocale, storedLocale } from './i18n/i18n';
import { BASE } from './router';
import './styles.css';

/** Reads /admin/config.json, finishes a sign-in the provider sent back, picks the language, and shows the app. */
async function start() {
  const settings: ConsoleSettings = await fetch(`${BASE}/config.json`).then((r) => r.json()).catch(() => ({ auth: 'local', api: '/api/v1' }));
  const auth: Auth = settings.auth === 'oidc' && settings.oidc
    ? new OidcSession(settings.oidc, `${window.location.origin}${BASE}/`)
    : new LocalSession();
  await auth.resume(new URL(window.location.href));
  if (window.location.search.includes('code=')) window.history.replaceState(null, '', window.location.pathname);
  await setLocale(chooseLocale(navigator.languages, storedLocale()));
  const root = document.getElementById('app')!;
  const show = () => render(<App key={Math.random()} auth={auth} relocalize={show} />, root);
  show();
}

start();
