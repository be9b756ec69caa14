import { useState } from 'preact/hooks';
import type { LedgerEntry, TimelinePage, TimelineQuery } from '../../api/audit';
import type { TournamentView } from '../../api/types';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useLoad } from '../../components/hooks';
import { compareNames, formatDateTime, t } from '../../i18n/i18n';
import { articleOf, summaryOf, useAudit } from './auditing';
import { entryText, eventTypeName } from './decisionWords';
import { eventKindName, eventText } from './eventWords';
import { TableRegion } from '../../components/TableRegion';
import { Refusal } from '../../components/Refusal';

const PAGE = 50;

/** A datetime-local value (the reader's time) as the instant the platform takes, or nothing. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * The tournament's timeline as the auditor reads it: every event with who, when and the article it cites, filtered
 * by game, player, kind and time, a page at a time (the platform's AuditLedger works the filter out).
 */
export function Timeline(props: { event: TournamentView }) {
  const api = useAudit();
  const [filter, setFilter] = useState({ game: '', player: '', kind: '', from: '', to: '' });
  const [applied, setApplied] = useState<TimelineQuery>({});
  const [more, setMore] = useState<LedgerEntry[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const page = useLoad<TimelinePage>(() => api.timeline(props.event.id, { ...applied, limit: PAGE }).then((p) => {
    setMore([]);
    setNext(p.next);
    return p;
  }), [props.event.id, JSON.stringify(applied)]);
  const set = (field: keyof typeof filter) => (e: Event) =>
    setFilter({ ...filter, [field]: (e.currentTarget as HTMLInputElement).value });

  function apply(e: Event) {
    e.preventDefault();
    setApplied({
      game: filter.game || undefined, player: filter.player || undefined, kind: filter.kind || undefined,
      from: instant(filter.from), to: instant(filter.to),
    });
  }

  async function loadMore() {
    if (next == null) return;
    const p = await api.timeline(props.event.id, { ...applied, after: next, limit: PAGE });
    setMore([...more, ...p.events]);
    setNext(p.next);
  }

  const nameOf = (id?: string) => props.event.players.find((pl) => pl.id === id)?.name ?? id ?? '?';
  const p = page.value;
  const events = [...(p?.events ?? []), ...more];
  const problem = page.problem;
  return (
    <section aria-labelledby="timeline-title">
      <h3 id="timeline-title">{t('auditor.timeline.title')}</h3>
      <form class="form filters" onSubmit={apply} role="search" aria-label={t('auditor.timeline.filters')}>
        <div class="grid">
          <Field id="tl-game" label={t('auditor.timeline.game')}>
            <select {...described('tl-game')} value={filter.game} onChange={set('game')}>
              <option value="">{t('auditor.timeline.all')}</option>
              {p?.games.map((g) => (
                <option key={g.gameId} value={g.gameId}>
                  {t('auditor.timeline.gameName', { round: g.round, board: g.board, black: nameOf(g.black), white: nameOf(g.white) })}
                </option>
              ))}
            </select>
          </Field>
          <Field id="tl-player" label={t('auditor.timeline.player')}>
            <select {...described('tl-player')} value={filter.player} onChange={set('player')}>
              <option value="">{t('auditor.timeline.all')}</option>
              {[...props.event.players].sort((x, y) => x.name.localeCompare(y.name)).map((pl) => (
                <option key={pl.id} value={pl.id}>{pl.name}</option>
              ))}
            </select>
          </Field>
          <Field id="tl-kind" label={t('auditor.timeline.kind')}>
            <select {...described('tl-kind')} value={filter.kind} onChange={set('kind')}>
              <option value="">{t('auditor.timeline.all')}</option>
              {p && Object.entries(p.kinds).map(([kind, n]) => ({ kind, n, name: kindName(kind, p.decisions ?? {}) }))
                .sort((x, y) => compareNames(x.name, y.name))
                .map(({ kind, n, name }) => <option key={kind} value={kind}>{`${name} (${n})`}</option>)}
            </select>
          </Field>
          <Field id="tl-from" label={t('auditor.timeline.from')}>
            <input {...described('tl-from')} type="datetime-local" value={filter.from} onInput={set('from')} />
          </Field>
          <Field id="tl-to" label={t('auditor.timeline.to')}>
            <input {...described('tl-to')} type="datetime-local" value={filter.to} onInput={set('to')} />
          </Field>
        </div>
        <div class="actions">
          <button type="submit" class="primary">{t('auditor.timeline.apply')}</button>
          <button type="button" onClick={() => { setFilter({ game: '', player: '', kind: '', from: '', to: '' }); setApplied({}); }}>
            {t('auditor.timeline.clear')}
          </button>
        </div>
      </form>
      {problem && <Notice kind="error"><Refusal of={problem} /></Notice>}
      {p && <p role="status">{t('auditor.timeline.count', { shown: events.length, total: p.total })}</p>}
      {events.length > 0 && (
        <TableRegion label={t('auditor.timeline.title')}>
          <table class="timeline stack-narrow">
            <caption class="visually-hidden">{t('auditor.timeline.title')}</caption>
            <thead>
              <tr>
                <th scope="col" class="num">#</th><th scope="col">{t('auditor.timeline.when')}</th>
                <th scope="col">{t('auditor.timeline.who')}</th><th scope="col">{t('auditor.timeline.kind')}</th>
                <th scope="col">{t('auditor.timeline.article')}</th><th scope="col">{t('auditor.timeline.what')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.sequence}>
                  <td class="num" data-label="#">{e.sequence}</td><td data-label={t('auditor.timeline.when')}>{formatDateTime(e.at)}</td>
                  <td data-label={t('auditor.timeline.who')}>{e.by}</td><td data-label={t('auditor.timeline.kind')}>{kindCell(e.type, p?.decisions ?? {})}</td>
                  <td data-label={t('auditor.timeline.article')}>{articleOf(e) || '—'}</td>
                  <td class="summary" data-label={t('auditor.timeline.what')}>{entryText(e, eventText(e, nameOf) ?? summaryOf(e))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {next != null && <button type="button" onClick={loadMore}>{t('auditor.timeline.more')}</button>}
    </section>
  );
}

/** An event's type in words: the decision it records, else the event itself, else the type as the ledger names it. */
function kindName(type: string, decisions: Record<string, string>): string {
  return decisions[type] ? eventTypeName(type, decisions) : eventKindName(type);
}

/** An event's type in words, the ledger's own type kept as its title; a type without words as the ledger's code. */
function kindCell(type: string, decisions: Record<string, string>) {
  const name = kindName(type, decisions);
  return name !== type ? <span title={type}>{name}</span> : <code>{type}</code>;
}
