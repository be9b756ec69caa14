import { useState } from 'preact/hooks';
import type { AppealView, Deliberation as Deliberated } from '../../api/arbitration';
import type { TournamentView } from '../../api/types';
import { Link } from '../../components/Link';
import { Notice } from '../../components/Notice';
import { useLoad, useSession } from '../../components/hooks';
import { formatDateTime, t, type MessageKey } from '../../i18n/i18n';
import { rulingName } from '../../components/rulingName';
import { invalidityText } from './invalidityText';
import { Countdown } from './Countdown';
import { Deliberation } from './Deliberation';
import { Evidence } from './Evidence';
import { TieReferral } from './TieReferral';
import { holds, useArbitration } from './portal';
import { Sanctions } from './Sanctions';
import { Refusal } from '../../components/Refusal';

const DEPOSIT: Record<AppealView['depositStatus'], MessageKey> = {
  held: 'committee.deposit.held',
  refunded: 'committee.deposit.refunded',
  forfeited: 'committee.deposit.forfeited',
  'not-paid': 'committee.deposit.notPaid',
};

/**
 * One appeal as the committee works it (Incheon 2013 arbitration art. 3): its validity and the half hour to rule, the form, the
 * evidence, the private deliberation, the ruling, the written notice and the deposit's fate.
 */
export function AppealCase(props: { event: TournamentView; appealId: string }) {
  const api = useArbitration();
  const { caller } = useSession();
  const [answeredAt, setAnsweredAt] = useState(performance.now());
  const appeal = useLoad(() => api.appeal(props.appealId).then((a) => (setAnsweredAt(performance.now()), a)), [props.appealId]);
  const deliberation = useLoad<Deliberated | null>(() => api.deliberation(props.appealId).catch(() => null), [props.appealId]);
  const committee = useLoad(() => api.committee(props.event.id), [props.event.id]);
  const a = appeal.value;
  const reload = () => {
    appeal.reload();
    deliberation.reload();
  };
  const member = holds(caller, props.event.id, 'arbitrator');

  return (
    <>
      <nav class="crumbs" aria-label={t('committee.where')}>
        <Link to={`/events/${props.event.id}/arbitration`}>{t('committee.title')}</Link>
      </nav>
      {appeal.problem && <Notice kind="error"><Refusal of={appeal.problem} /></Notice>}
      {a && (
        <>
          <h2>{t('committee.appeal.title', { complainant: a.form.complainant })}</h2>
          <div class="case-status">
            {a.status === 'pending' && a.secondsToRuling !== undefined && (
              <Countdown secondsLeft={a.secondsToRuling} answeredAt={answeredAt} label={t('committee.rulingTarget')}
                article="Incheon 2013 arbitration art. 3.2" />
            )}
            {a.status === 'ruled' && a.ruling && (
              <p class="ok"><strong>{t('committee.appeal.ruled', {
                decision: rulingName(a.ruling.decision), at: formatDateTime(a.ruling.at),
              })}</strong></p>
            )}
            {a.rulingDeadlineMissedAt && <p class="error">{t('committee.appeal.deadlineMissed', { at: formatDateTime(a.rulingDeadlineMissedAt) })}</p>}
          </div>
          {/* first on the page: a tie waits for the Technical Delegate, who reads nothing else of the deliberation */}
          {a.valid && <TieReferral event={props.event} appeal={a} onRecorded={reload} />}
          <section class="panel" aria-labelledby="validity-title">
            <h3 id="validity-title">{t('committee.appeal.validity')}</h3>
            {a.valid
              ? <p class="ok">{t('committee.appeal.valid', { at: formatDateTime(a.receivedAt), minutes: a.appealWindowMinutes })}</p>
              : <Notice kind="error"><p><strong>{t('committee.appeal.invalid')}</strong> {a.invalidity && invalidityText(a.invalidity, a.appealWindowMinutes)} ({a.invalidity?.article})</p></Notice>}
            <p>{t('committee.appeal.deposit', { amount: `${a.deposit.money.currency} ${a.deposit.money.amount}` })}{' '}
              <strong>{t(DEPOSIT[a.depositStatus])}</strong>
              {a.depositSettledAt ? ` (${formatDateTime(a.depositSettledAt)})` : ''} · <span class="article">Incheon 2013 arbitration art. 1.4</span></p>
          </section>
          <section class="panel" aria-labelledby="form-title">
            <h3 id="form-title">{t('committee.form.title')}</h3>
            <dl class="facts">
              <dt>{t('committee.form.complainant')}</dt><dd>{a.form.complainant} ({a.form.complainantNoc || '—'})</dd>
              <dt>{t('committee.form.opponent')}</dt><dd>{a.form.opponent || '—'} ({a.form.opponentNoc || '—'})</dd>
              <dt>{t('committee.form.judgment')}</dt><dd>{a.form.refereeJudgment}</dd>
              <dt>{t('committee.form.location')}</dt><dd>{a.form.location || '—'} · {a.form.time || '—'}</dd>
              <dt>{t('committee.form.description')}</dt><dd>{a.form.description}</dd>
              <dt>{t('committee.form.witnesses')}</dt>
              <dd>{a.form.witnesses.length ? a.form.witnesses.map((w) => `${w.name} (${w.noc || '—'})`).join(', ') : '—'}</dd>
              <dt>{t('committee.form.signature')}</dt><dd>{a.form.complainantSignature || '—'} · {a.form.teamOfficialSignature || '—'}</dd>
            </dl>
          </section>
          {a.valid && (
            <Evidence appeal={a} deliberation={deliberation.value} member={member} onRecorded={reload}
              nameOf={(playerId) => props.event.players.find((p) => p.id === playerId)?.name ?? playerId} />
          )}
          {a.valid && (
            <Deliberation event={props.event} appeal={a} deliberation={deliberation.value} committee={committee.value}
              onRecorded={reload} />
          )}
          {a.status === 'ruled' && <Sanctions event={props.event} appeal={a} onRecorded={reload} />}
          {a.status === 'ruled' && (
            <p class="actions">
              <Link to={`/events/${props.event.id}/arbitration/appeals/${a.id}/notice`} class="button primary">{t('committee.notice.open')}</Link>
            </p>
          )}
        </>
      )}
    </>
  );
}
