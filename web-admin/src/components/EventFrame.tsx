import type { ComponentChildren } from 'preact';
import { t, type MessageKey } from '../i18n/i18n';
import { Link } from './Link';
import { Notice } from './Notice';
import type { TournamentView } from '../api/types';
import { useLoad, useSession } from './hooks';
import { Refusal } from './Refusal';

const TABS: { path: string; label: MessageKey }[] = [
  { path: 'settings', label: 'tab.settings' },
  { path: 'officials', label: 'tab.officials' },
  { path: 'players', label: 'tab.players' },
  { path: 'import', label: 'tab.import' },
  { path: 'check-in', label: 'tab.checkIn' },
  // director.rounds: the round screens (issue 13, second half)
  { path: 'pairing', label: 'director.tab.pairing' },
  { path: 'results', label: 'director.tab.results' },
  { path: 'now', label: 'director.tab.now' },
  { path: 'standings', label: 'director.tab.standings' },
  // committee and auditor (issue 14)
  { path: 'arbitration', label: 'committee.tab' },
  { path: 'audit', label: 'auditor.tab' },
];

/** An event's screens: its name, its tabs, and the screen, which gets the event and a way to read it again. */
export function EventFrame(props: {
  id: string;
  tab: string;
  children: (event: TournamentView, reload: () => void) => ComponentChildren;
}) {
  const { api } = useSession();
  const event = useLoad(() => api.get(props.id), [props.id]);
  return (
    <>
      <nav class="crumbs" aria-label={t('nav.crumbs')}>
        <Link to="/">{t('events.title')}</Link>
        <span aria-hidden="true"> › </span>
        <span>{event.value?.name ?? '…'}</span>
      </nav>
      <h1>{event.value?.name ?? t('common.loading')}</h1>
      <nav class="tabs" aria-label={t('nav.event')}>
        {TABS.map((tab) => (
          <Link key={tab.path} to={`/events/${props.id}/${tab.path}`} current={tab.path === props.tab}>
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      {event.problem && <Notice kind="error"><Refusal of={event.problem} /></Notice>}
      {event.value && <section class="screen">{props.children(event.value, event.reload)}</section>}
    </>
  );
}
