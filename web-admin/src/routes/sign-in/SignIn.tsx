import { useState } from 'preact/hooks';
import type { Auth } from '../../auth/auth';
import { ApiProblem, Offline } from '../../api/problem';
import { Refusal } from '../../components/Refusal';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { t } from '../../i18n/i18n';

/** The sign-in page: the local accounts' form, or the way to the federation's sign-in (OIDC). */
export function SignIn(props: { auth: Auth; onSignedIn: () => void; expired?: boolean }) {
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ApiProblem | string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.auth.signIn(user, password);
      setPassword('');
      props.onSignedIn();
    } catch (failure) {
      if (failure instanceof ApiProblem) setError(failure.problem.status === 401 ? t('signIn.wrong') : failure);
      else if (failure instanceof Offline) setError(t('connection.lost'));
      else throw failure;
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" class="sign-in">
      <h1>{t('app.name')}</h1>
      <p class="lead">{t('signIn.lead')}</p>
      {props.expired && <Notice kind="info">{t('signIn.expired')}</Notice>}
      {props.auth.kind === 'oidc' ? (
        <button type="button" class="primary" onClick={() => props.auth.signIn()}>{t('signIn.oidc')}</button>
      ) : (
        <form onSubmit={submit} class="form narrow">
          {error && <Notice kind="error"><Refusal of={error} /></Notice>}
          <Field id="user" label={t('signIn.user')}>
            <input {...described('user')} name="username" autocomplete="username" required autoFocus value={user}
              onInput={(e) => setUser(e.currentTarget.value)} />
          </Field>
          <Field id="password" label={t('signIn.password')}>
            <input {...described('password')} name="password" type="password" autocomplete="current-password" required
              value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
          </Field>
          <button type="submit" class="primary" disabled={busy}>{busy ? t('common.working') : t('signIn.submit')}</button>
        </form>
      )}
      {/* the embedded platform's first start makes its organizer at /setup; accounts behind a provider are the provider's */}
      {props.auth.kind === 'local' && <p class="hint">{t('signIn.firstRun')} <a href="/setup">/setup</a></p>}
    </main>
  );
}
