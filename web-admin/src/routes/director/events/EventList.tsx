import { useState } from 'preact/hooks';
import { Field, described } from '../../../components/Field';
import { Link } from '../../../components/Link';
import { Notice } from '../../../components/Notice';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { formatDateTime, t } from '../../../i18n/i18n';
import { navigate } from '../../../router';
import { Refusal } from '../../../components/Refusal';

/** The director's first screen: every event, and a new one by its name. */
export function EventList() {
  const { api, caller } = useSession();
  const events = useLoad(() => api.list(), []);
  const [name, setName] = useState('');
  const create = useAction((key: string, named: string) => api.create(named, key));
  const organizer = caller.roles.includes('organizer');

  async function submit(event: Event) {
    event.preventDefault();
    const receipt = await create.go(name.trim());
    if (receipt) navigate(`/events/${receipt.tournamentId}/settings`);
  }

  return (
    <>
      <h1>{t('events.title')}</h1>
      {organizer && (
        <form class="form inline" onSubmit={submit} aria-labelledby="new-event">
          <h2 id="new-event">{t('events.new')}</h2>
          <Field id="event-name" label={t('events.name')} error={create.fieldError('name') ?? (create.problem && <Refusal of={create.problem} />)}>
            <input {...described('event-name', create.fieldError('name') ?? (create.problem && <Refusal of={create.problem} />))} required
              value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder={t('events.namePlaceholder')} />
          </Field>
          <button type="submit" class="primary" disabled={create.busy || !name.trim()}>{t('events.create')}</button>
          {create.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        </form>
      )}
      {events.problem && <Notice kind="error"><Refusal of={events.problem} /></Notice>}
      {events.value && events.value.length === 0 && <p>{t('events.none')}</p>}
      {events.value && events.value.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{t('events.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('events.name')}</th>
                <th scope="col">{t('events.rules')}</th>
                <th scope="col" class="num">{t('events.players')}</th>
                <th scope="col">{t('events.created')}</th>
              </tr>
            </thead>
            <tbody>
              {[...events.value].reverse().map((event) => (
                <tr key={event.id}>
                  <td><Link to={`/events/${event.id}/${event.ruleSet ? 'players' : 'settings'}`}>{event.name}</Link></td>
                  <td>{event.ruleSet ?? <em>{t('events.notConfigured')}</em>}</td>
                  <td class="num">{event.players}{event.withdrawn > 0 && ` (+${event.withdrawn} ${t('players.withdrawnShort')})`}</td>
                  <td>{formatDateTime(event.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
