import { useState } from 'preact/hooks';
import type { TournamentView } from '../../../api/types';
import { Field, described } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { countryName, formatDateTime, t } from '../../../i18n/i18n';
import { officeName } from './officeName';
import { Refusal } from '../../../components/Refusal';

const OFFICES = ['technical-delegate', 'chief-referee', 'referee', 'arbitrator', 'arbitration-liaison'] as const;

/**
 * The event's officials, appointed from the accounts (Incheon 2013 duties art. 1): the appointment's person id is the
 * account's name, so the account holds the office in this event and no other.
 */
export function Officials(props: { event: TournamentView }) {
  const { api, caller } = useSession();
  const id = props.event.id;
  const officials = useLoad(() => api.officials(id), [id]);
  const accounts = useLoad(() => (caller.roles.includes('organizer') ? api.accounts() : Promise.resolve([])), []);
  const [form, setForm] = useState({ personId: '', role: 'referee', name: '', nationality: '' });
  const appoint = useAction((key: string, body: typeof form) => api.appoint(id, {
    personId: body.personId, role: body.role, name: body.name, nationality: body.nationality || undefined }, key));
  const dismiss = useAction((key: string, personId: string) => api.dismiss(id, personId, '', key));

  async function submit(event: Event) {
    event.preventDefault();
    if (await appoint.go(form)) {
      setForm({ ...form, personId: '', name: '', nationality: '' });
      officials.reload();
    }
  }

  const delegate = caller.roles.includes('technical-delegate')
    || caller.offices.some((o) => o.tournamentId === id && o.role === 'technical-delegate');

  return (
    <>
      <h2>{t('officials.title')}</h2>
      {officials.value && officials.value.length === 0 && <p>{t('officials.none')}</p>}
      {officials.value && officials.value.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('officials.name')}</th><th scope="col">{t('officials.role')}</th>
                <th scope="col">{t('officials.account')}</th><th scope="col">{t('officials.nationality')}</th>
                <th scope="col">{t('officials.appointed')}</th>{delegate && <th scope="col"><span class="visually-hidden">{t('common.actions')}</span></th>}
              </tr>
            </thead>
            <tbody>
              {officials.value.map((o) => (
                <tr key={o.personId}>
                  <td>{o.name}</td><td>{officeName(o.role)}</td><td>{o.personId}</td><td>{countryName(o.nationality)}</td>
                  <td>{formatDateTime(o.appointedAt)}</td>
                  {delegate && (
                    <td><button type="button" class="small" disabled={dismiss.busy}
                      onClick={async () => (await dismiss.go(o.personId)) && officials.reload()}
                      aria-label={t('officials.dismissWho', { name: o.name })}>{t('officials.dismiss')}</button></td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dismiss.problem && <Notice kind="error"><Refusal of={dismiss.problem} /></Notice>}
      {delegate ? (
        <form class="form" onSubmit={submit}>
          <h3>{t('officials.appoint')}</h3>
          {appoint.problem && !['role', 'name', 'nationality', 'personId'].includes(appoint.problem.field ?? '') &&
            <Notice kind="error"><Refusal of={appoint.problem} /></Notice>}
          <div class="grid">
            <Field id="official-account" label={t('officials.account')} error={appoint.fieldError('personId')}>
              {caller.roles.includes('organizer') ? (
                <select {...described('official-account', appoint.fieldError('personId'))} required value={form.personId}
                  onChange={(e) => setForm({ ...form, personId: e.currentTarget.value, name: form.name || e.currentTarget.value })}>
                  <option value="">{accounts.value ? t('officials.chooseAccount') : t('common.loading')}</option>
                  {(accounts.value ?? []).map((a) => <option key={a.user} value={a.user}>{a.user}</option>)}
                </select>
              ) : (
                <input {...described('official-account', appoint.fieldError('personId'))} required value={form.personId}
                  onInput={(e) => setForm({ ...form, personId: e.currentTarget.value })} />
              )}
            </Field>
            <Field id="official-role" label={t('officials.role')} error={appoint.fieldError('role')}>
              <select {...described('official-role', appoint.fieldError('role'))} value={form.role}
                onChange={(e) => setForm({ ...form, role: e.currentTarget.value })}>
                {OFFICES.map((o) => <option key={o} value={o}>{officeName(o)}</option>)}
              </select>
            </Field>
            <Field id="official-name" label={t('officials.fullName')} error={appoint.fieldError('name')}>
              <input {...described('official-name', appoint.fieldError('name'))} required value={form.name}
                onInput={(e) => setForm({ ...form, name: e.currentTarget.value })} />
            </Field>
            <Field id="official-nationality" label={t('officials.nationality')} error={appoint.fieldError('nationality')}
              hint={t('common.countryHint')}>
              <input {...described('official-nationality', appoint.fieldError('nationality'), 'x')} maxLength={2} size={3}
                value={form.nationality} onInput={(e) => setForm({ ...form, nationality: e.currentTarget.value.toUpperCase() })} />
            </Field>
          </div>
          <button type="submit" class="primary" disabled={appoint.busy}>{t('officials.appointButton')}</button>
          {appoint.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        </form>
      ) : (
        <p class="hint">{t('officials.delegateOnly')}</p>
      )}
    </>
  );
}
