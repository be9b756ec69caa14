import { useEffect, useState } from 'preact/hooks';
import type { TournamentView } from '../../../api/types';
import { Link } from '../../../components/Link';
import { Notice } from '../../../components/Notice';
import { useLoad, useSession } from '../../../components/hooks';
import { formatTime, t, type MessageKey } from '../../../i18n/i18n';
import { minutesLeft, minutesSince, useTournamentStream } from './live';
import { RoundPicker } from './RoundPicker';
import { DOCKET_STATUS } from '../../../components/docketStatus';
import { Refusal } from '../../../components/Refusal';

const STATE: Record<string, MessageKey> = {
  'not-started': 'director.now.notStarted', 'in-play': 'director.now.inPlay', finished: 'director.now.finished',
};

/**
 * The round in play at a glance: boards finished, in play, not started; the players a clock waits for; the protests
 * and appeals awaiting a decision with their deadlines. Follows the platform's event stream, so it changes as the
 * boards do.
 */
export function Now(props: { event: TournamentView; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const n = props.round;
  const status = useLoad(() => api.status(id, n), [id, n]);
  const docket = useLoad(() => api.docket(id), [id]);
  const [now, setNow] = useState(Date.now());
  const live = useTournamentStream(id, () => { status.reload(); docket.reload(); setNow(Date.now()); });
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30000);
    return () => clearInterval(tick);
  }, []);
  const nameOf = (pid: string) => props.event.players.find((p) => p.id === pid)?.name ?? pid;
  const view = status.value;
  const open = (docket.value ?? []).filter((d) => !['protest-closed', 'appeal-ruled', 'appeal-invalid'].includes(d.status));

  return (
    <>
      <div class="toolbar">
        <h2>{t('director.now.title', { round: n })}</h2>
        <RoundPicker id={id} screen="now" round={n} rounds={props.event.configuration?.rounds ?? 1} />
        <p class={live ? 'live on' : 'live'} role="status">{live ? t('director.now.live') : t('director.now.notLive')}</p>
      </div>
      {status.problem && <Notice kind="info"><Refusal of={status.problem} /></Notice>}
      {view && (
        <>
          <ul class="tiles" aria-label={t('director.now.summary')}>
            <li class="tile finished"><strong>{view.finished}</strong> {t('director.now.finished')}</li>
            <li class="tile in-play"><strong>{view.inPlay}</strong> {t('director.now.inPlay')}</li>
            <li class="tile not-started"><strong>{view.notStarted}</strong> {t('director.now.notStarted')}</li>
          </ul>
          <h3>{t('director.now.late')}</h3>
          {view.late.length === 0 ? <p class="hint">{t('director.now.nobodyLate')}</p> : (
            <ul class="late">
              {view.late.map((l) => (
                <li key={`${l.board}-${l.colour}`}>
                  {t('director.now.lateLine', { board: l.board, name: nameOf(l.playerId), minutes: minutesSince(l.since, now) })}
                  {l.forfeits && <strong> · {t('director.now.forfeits')}</strong>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <h3>{t('director.now.docket')}</h3>
      {docket.problem && <Notice kind="error"><Refusal of={docket.problem} /></Notice>}
      {docket.value && open.length === 0 && <p class="hint">{t('director.now.docketEmpty')}</p>}
      {open.length > 0 && (
        <ul class="docket">
          {open.map((d) => {
            const left = minutesLeft(d.deadline, now);
            return (
              <li key={d.protestId} class={d.deadlineMissed || (left !== undefined && left < 0) ? 'overdue' : ''}>
                {t('director.now.docketLine', { board: d.board, round: d.round, status: t(DOCKET_STATUS[d.status]), who: d.complainant })}
                {d.deadline && <> · {t('director.now.deadline', { time: formatTime(d.deadline), minutes: left ?? 0 })}{d.deadlineArticle ? ` (${d.deadlineArticle})` : ''}</>}
              </li>
            );
          })}
        </ul>
      )}
      {view && (
        <div class="table-wrap" tabIndex={0} role="region" aria-label={t('director.now.title', { round: n })}>
          <table class="boards folds">
            <caption class="visually-hidden">{t('director.now.title', { round: n })}</caption>
            <thead><tr><th scope="col" class="num">{t('director.board')}</th><th scope="col">{t('director.black')}</th><th scope="col">{t('director.white')}</th><th scope="col">{t('director.now.state')}</th><th scope="col" class="num">{t('director.now.moves')}</th></tr></thead>
            <tbody>
              {view.games.map((g) => (
                <tr key={g.board} class={`state-${g.state}`}>
                  <td class="num lead">{g.board}</td>
                  <td class="seat" data-label={t('director.black')}>{nameOf(g.black)}</td>
                  <td class="seat" data-label={t('director.white')}>{nameOf(g.white)}</td>
                  <td data-label={t('director.now.state')}>{g.result ?? t(STATE[g.state] ?? 'director.now.inPlay')}</td>
                  <td class="num aside" data-label={t('director.now.moves')}>{g.moves}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p><Link to={`/events/${id}/results/${n}`}>{t('director.results.enter')}</Link></p>
    </>
  );
}
