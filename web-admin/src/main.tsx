import { render } from 'preact';
import { App } from './app';
import type { Auth, ConsoleSettings } from './auth/auth';
import { LocalSession } from './auth/local';
import { OidcSession } from './auth/oidc';
import { chooseLocale, setLocale, storedLocale } from './i18n/i18n';
import { BASE } from './router';
import './styles.css';

/**
 * Reads /admin/config.json, finishes a sign-in the provider sent back (back on the screen it left from), or, signed
 * out with a provider, asks it silently once whether its session lasts; picks the language, and shows the app.
 */
async function start() {
  const settings: ConsoleSettings = await fetch(`${BASE}/config.json`).then((r) => r.json()).catch(() => ({ auth: 'local', api: '/api/v1' }));
  const auth: Auth = settings.auth === 'oidc' && settings.oidc
    ? new OidcSession(settings.oidc, `${window.location.origin}${BASE}/`)
    : new LocalSession();
  const back = await auth.resume(new URL(window.location.href));
  if (back !== null || /[?&](code|error)=/.test(window.location.search)) {
    window.history.replaceState(null, '', back ?? window.location.pathname);
  }
  if (auth instanceof OidcSession && await auth.signInSilently()) return;
  await setLocale(chooseLocale(navigator.languages, storedLocale()));
  const root = document.getElementById('app')!;
  const show = () => render(<App key={Math.random()} auth={auth} relocalize={show} />, root);
  show();
}

start();
