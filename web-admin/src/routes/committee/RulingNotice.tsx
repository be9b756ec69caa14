import type { TournamentView } from '../../api/types';
import { Link } from '../../components/Link';
import { Notice } from '../../components/Notice';
import { useLoad } from '../../components/hooks';
import { formatDateTime, t } from '../../i18n/i18n';
import { rulingName } from '../../components/rulingName';
import { tally } from './Deliberation';
import { useArbitration } from './portal';
import { Refusal } from '../../components/Refusal';

/**
 * The written notice of the ruling to the parties (Incheon 2013 arbitration art. 3.7), as a page to print and sign: the parties,
 * the game, the judgment appealed, the decision and its count, the reasons, the result set, the deposit's fate
 * (art. 1.4) and that the ruling is final (art. 3.8). The print stylesheet leaves only the notice on paper.
 */
export function RulingNotice(props: { event: TournamentView; appealId: string }) {
  const api = useArbitration();
  const appeal = useLoad(() => api.appeal(props.appealId), [props.appealId]);
  const protest = useLoad(async () => (appeal.value ? api.protest(appeal.value.protestId) : null), [appeal.value?.protestId]);
  const committee = useLoad(() => api.committee(props.event.id), [props.event.id]);
  const a = appeal.value;
  const r = a?.ruling;
  const nameOf = (id: string) => committee.value?.members.find((m) => m.personId === id)?.name ?? id;
  const decision = rulingName;

  return (
    <>
      <nav class="crumbs no-print" aria-label={t('committee.where')}>
        <Link to={`/events/${props.event.id}/arbitration`}>{t('committee.title')}</Link>
        <span aria-hidden="true"> › </span>
        <Link to={`/events/${props.event.id}/arbitration/appeals/${props.appealId}`}>{t('committee.openAppeal')}</Link>
      </nav>
      {appeal.problem && <Notice kind="error"><Refusal of={appeal.problem} /></Notice>}
      {a && !r && <Notice kind="info">{t('committee.notice.notYet')}</Notice>}
      {a && r && (
        <article class="notice-sheet" aria-labelledby="notice-title">
          <h2 id="notice-title">{t('committee.notice.title')}</h2>
          <p class="article">Incheon 2013 arbitration art. 3.7</p>
          <dl class="facts">
            <dt>{t('committee.notice.event')}</dt><dd>{props.event.name}</dd>
            <dt>{t('committee.matter')}</dt>
            <dd>{protest.value ? t('committee.roundBoard', { round: protest.value.round, board: protest.value.board }) : '…'}</dd>
            <dt>{t('committee.form.complainant')}</dt><dd>{a.form.complainant} ({a.form.complainantNoc || '—'})</dd>
            <dt>{t('committee.form.opponent')}</dt><dd>{a.form.opponent || '—'} ({a.form.opponentNoc || '—'})</dd>
            <dt>{t('committee.form.judgment')}</dt><dd>{a.form.refereeJudgment}</dd>
            <dt>{t('committee.notice.received')}</dt><dd>{formatDateTime(a.receivedAt)}</dd>
          </dl>
          <h3>{t('committee.notice.decision', { decision: decision(r.decision) })}</h3>
          <p>{t(r.decidedBy === 'technical-delegate' ? 'committee.tie.noticeCount' : 'committee.notice.count', {
            ...tally(r.votes, r.membersPresent.length).counts, present: r.membersPresent.length,
          })}</p>
          {r.decidedBy === 'technical-delegate' && (
            <p><strong>{t('committee.tie.noticeDecision', { who: r.technicalDelegate ?? '', decision: decision(r.decision) })}</strong>{' '}
              <span class="article">Incheon 2013 arbitration art. 3.6</span></p>
          )}
          <h3>{t('committee.ruling.reasons')}</h3>
          <p>{r.reasons}</p>
          {r.newResult && <p><strong>{t('committee.ruling.newResult', { result: r.newResult.result })}</strong></p>}
          <p>{t(r.appealWon ? 'committee.notice.depositReturned' : 'committee.notice.depositKept', {
            amount: `${a.deposit.money.currency} ${a.deposit.money.amount}`,
          })} <span class="article">Incheon 2013 arbitration art. 1.4</span></p>
          <p>{t('committee.notice.final')} <span class="article">Incheon 2013 arbitration art. 3.8</span></p>
          <p>{t('committee.notice.ruledAt', { at: formatDateTime(r.at) })}</p>
          <div class="signatures">
            {r.membersPresent.map((m) => (
              <p key={m}><span class="sign-line" aria-hidden="true" />{nameOf(m)}</p>
            ))}
            {r.decidedBy === 'technical-delegate' && (
              <p><span class="sign-line" aria-hidden="true" />{t('committee.tie.signDelegate', { who: r.technicalDelegate ?? '' })}</p>
            )}
            <p><span class="sign-line" aria-hidden="true" />{t('committee.notice.receivedBy')}</p>
          </div>
          <p class="no-print actions">
            <button type="button" class="primary" onClick={() => window.print()}>{t('committee.notice.print')}</button>
          </p>
        </article>
      )}
    </>
  );
}
