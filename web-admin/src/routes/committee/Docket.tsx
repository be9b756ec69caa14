import { useEffect, useState } from 'preact/hooks';
import type { DocketEntry } from '../../api/arbitration';
import type { TournamentView } from '../../api/types';
import { Link } from '../../components/Link';
import { Notice } from '../../components/Notice';
import { useLoad, useSession } from '../../components/hooks';
import { countryName, formatTime, t } from '../../i18n/i18n';
import { rulingName } from '../../components/rulingName';
import { Countdown } from './Countdown';
import { holds, useArbitration } from './portal';
import { SanctionsAwaiting } from './Sanctions';
import { TableRegion } from '../../components/TableRegion';
import { DOCKET_STATUS } from '../../components/docketStatus';
import { Refusal } from '../../components/Refusal';

/** How often the queue is read again; the countdowns tick every second in between. */
const REFRESH_MS = 15_000;

/**
 * The committee's queue (Incheon 2013 arbitration): every protest and appeal of the event, those awaiting a decision or a ruling
 * first, soonest deadline first, each with its countdown; the committee in office and the deposit asked.
 */
export function Docket(props: { event: TournamentView }) {
  const api = useArbitration();
  const { caller } = useSession();
  const id = props.event.id;
  const [answeredAt, setAnsweredAt] = useState(performance.now());
  const docket = useLoad(() => api.docket(id).then((d) => (setAnsweredAt(performance.now()), d)), [id]);
  const committee = useLoad(() => api.committee(id), [id]);
  const terms = useLoad(() => api.depositTerms(id), [id]);
  useEffect(() => {
    const again = window.setInterval(docket.reload, REFRESH_MS);
    return () => window.clearInterval(again);
  }, [id]);

  const waiting = (docket.value ?? []).filter((d) => d.deadline || d.status === 'protest-filed');
  const done = (docket.value ?? []).filter((d) => !(d.deadline || d.status === 'protest-filed'));

  return (
    <>
      <h2>{t('committee.title')}</h2>
      <p class="lead">{t('committee.lead')}</p>
      {docket.problem && <Notice kind="error"><Refusal of={docket.problem} /></Notice>}
      <section aria-labelledby="queue-title">
        <h3 id="queue-title">{t('committee.queue', { count: waiting.length })}</h3>
        {docket.value && waiting.length === 0 && <p>{t('committee.queueEmpty')}</p>}
        {waiting.length > 0 && <Matters entries={waiting} answeredAt={answeredAt} eventId={id} />}
      </section>
      {holds(caller, id, 'technical-delegate') && docket.value && <SanctionsAwaiting event={props.event} docket={docket.value} />}
      {done.length > 0 && (
        <section aria-labelledby="done-title">
          <h3 id="done-title">{t('committee.closed', { count: done.length })}</h3>
          <Matters entries={done} answeredAt={answeredAt} eventId={id} />
        </section>
      )}
      <section aria-labelledby="committee-title" class="panel">
        <h3 id="committee-title">{t('committee.members')}</h3>
        {committee.value && (
          <>
            <ul class="members">
              {committee.value.members.map((m) => (
                <li key={m.personId}>
                  <strong>{m.name}</strong> · {m.role === 'arbitration-liaison' ? t('committee.liaison') : t('committee.arbitrator')}
                  {m.nationality ? ` · ${countryName(m.nationality)}` : ''}
                </li>
              ))}
            </ul>
            {committee.value.complete
              ? <p class="ok">{t('committee.complete', { size: committee.value.size })}</p>
              : <Notice kind="info">{committee.value.lacking ?? t('committee.none')}</Notice>}
          </>
        )}
        {terms.value && (
          <p>{t('committee.depositAsked', { amount: `${terms.value.deposit.currency} ${terms.value.deposit.amount}` })}</p>
        )}
      </section>
    </>
  );
}

function Matters(props: { entries: DocketEntry[]; answeredAt: number; eventId: string }) {
  return (
    <TableRegion label={t('committee.queueTable')}>
      <table class="stack-narrow">
        <thead>
          <tr>
            <th scope="col">{t('committee.matter')}</th><th scope="col">{t('committee.complainant')}</th>
            <th scope="col">{t('committee.judgment')}</th><th scope="col">{t('committee.statusHead')}</th>
            <th scope="col">{t('committee.deadline')}</th>
            <th scope="col"><span class="visually-hidden">{t('common.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {props.entries.map((d) => (
            <tr key={d.protestId} class={d.deadlineMissed ? 'late' : undefined}>
              <td data-label={t('committee.matter')}>{t('committee.roundBoard', { round: d.round, board: d.board })}<br /><span class="hint">{formatTime(d.filedAt)}</span></td>
              <td data-label={t('committee.complainant')}>{d.complainant}</td>
              <td class="judgment" data-label={t('committee.judgment')}>{d.judgment}</td>
              <td data-label={t('committee.statusHead')}>{t(DOCKET_STATUS[d.status])}{d.ruling ? `: ${rulingName(d.ruling)}` : ''}
                {d.deadlineMissed && <><br /><span class="error">{t('committee.deadlineMissed')}</span></>}</td>
              <td data-label={t('committee.deadline')}>{d.deadline && d.secondsLeft !== undefined
                ? <Countdown secondsLeft={d.secondsLeft} answeredAt={props.answeredAt}
                    label={d.status === 'protest-decided' ? t('committee.filingWindow') : t('committee.rulingTarget')}
                    article={d.deadlineArticle} />
                : '—'}</td>
              <td class="buttons">
                {d.appealId && d.status !== 'protest-decided' && (
                  <Link to={`/events/${props.eventId}/arbitration/appeals/${d.appealId}`} class="button">
                    {t('committee.openAppeal')}
                  </Link>
                )}
                {d.status === 'protest-decided' && (
                  <Link to={`/events/${props.eventId}/arbitration/protests/${d.protestId}/appeal`} class="button primary">
                    {t('committee.takeAppeal')}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
