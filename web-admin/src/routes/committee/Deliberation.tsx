import { useState } from 'preact/hooks';
import type { AppealView, CommitteeView, Deliberation as Deliberated, RulingDecision } from '../../api/arbitration';
import type { TournamentView } from '../../api/types';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useAction, useSession } from '../../components/hooks';
import { formatDateTime, t, type MessageKey } from '../../i18n/i18n';
import { rulingName } from '../../components/rulingName';
import { holds, useArbitration } from './portal';
import { DECISIONS, RulingForm } from './RulingForm';
import { TableRegion } from '../../components/TableRegion';
import { Refusal } from '../../components/Refusal';


/**
 * The votes counted for the screen: each decision's count and the majority of the members present (art. 3.6). Whether
 * the vote is tied is the platform's to say (AppealView.referredToTechnicalDelegate).
 */
export function tally(votes: { decision: string }[], present: number) {
  const counts = Object.fromEntries(DECISIONS.map((d) => [d, votes.filter((v) => v.decision.toLowerCase() === d).length]));
  const needed = Math.floor(present / 2) + 1;
  const majority = DECISIONS.find((d) => counts[d] >= needed);
  return { counts, needed, majority };
}

const decisionName = rulingName;

/**
 * The committee's private deliberation (Incheon 2013 arbitration art. 2.5, 3.6): the meeting and who is present, each member's
 * vote and draft opinion (members only until the ruling: the platform seals them), the count against the majority,
 * then the committee's ruling with its reasons. A tie is the Technical Delegate's (TieReferral).
 */
export function Deliberation(props: {
  event: TournamentView; appeal: AppealView; deliberation: Deliberated | null; committee: CommitteeView | null; onRecorded: () => void;
}) {
  const api = useArbitration();
  const { caller } = useSession();
  const a = props.appeal;
  const d = props.deliberation;
  const members = props.committee?.members ?? [];
  const nameOf = (id: string) => members.find((m) => m.personId === id)?.name ?? id;
  const [present, setPresent] = useState<string[] | null>(null);
  const [decision, setDecision] = useState<string>('');
  const [opinion, setOpinion] = useState('');
  const chosen = present ?? members.map((m) => m.personId);
  const convene = useAction((key: string) => api.convene(a.id, chosen, key));
  const vote = useAction((key: string) => api.vote(a.id, decision, opinion, key));

  const after = (done: unknown) => done && props.onRecorded();
  const isMember = holds(caller, props.event.id, 'arbitrator');
  const presentIds = d?.membersPresent ?? [];
  const mine = d?.votes.find((v) => v.member === caller.user);
  const count = tally(d?.votes ?? a.ruling?.votes ?? [], presentIds.length || a.ruling?.membersPresent.length || 0);

  if (!d && a.status !== 'ruled') {
    return (
      <section class="panel" aria-labelledby="deliberation-title">
        <h3 id="deliberation-title">{t('committee.deliberation.title')}</h3>
        <p class="hint">{t('committee.deliberation.sealed')}</p>
      </section>
    );
  }

  return (
    <section class="panel" aria-labelledby="deliberation-title">
      <h3 id="deliberation-title">{t('committee.deliberation.title')}</h3>
      {a.status === 'pending' && !d?.convenedAt && isMember && (
        <form class="form" onSubmit={async (e) => { e.preventDefault(); after(await convene.go()); }}>
          <fieldset>
            <legend>{t('committee.deliberation.present')}</legend>
            {members.map((m) => (
              <label class="check" key={m.personId}>
                <input type="checkbox" checked={chosen.includes(m.personId)}
                  onChange={(e) => setPresent(e.currentTarget.checked ? [...chosen, m.personId] : chosen.filter((x) => x !== m.personId))} />
                {m.name}
              </label>
            ))}
          </fieldset>
          {convene.problem && <Notice kind="error"><Refusal of={convene.problem} /></Notice>}
          <button type="submit" class="primary" disabled={convene.busy}>{t('committee.deliberation.convene')}</button>
        </form>
      )}
      {d?.convenedAt && (
        <p>{t('committee.deliberation.convened', { at: formatDateTime(d.convenedAt), present: presentIds.length, size: members.length || presentIds.length })}{' '}
          {presentIds.map(nameOf).join(', ')} · <span class="article">Incheon 2013 arbitration art. 3.6</span></p>
      )}
      {(d?.votes.length ?? 0) > 0 && (
        <TableRegion label={t('committee.deliberation.title')}>
          <table class="stack-narrow">
            <caption>{a.status === 'ruled' ? t('committee.deliberation.votesPublic') : t('committee.deliberation.votesPrivate')}</caption>
            <thead><tr><th scope="col">{t('committee.deliberation.member')}</th><th scope="col">{t('committee.deliberation.vote')}</th>
              <th scope="col">{t('committee.deliberation.opinion')}</th><th scope="col">{t('committee.deliberation.at')}</th></tr></thead>
            <tbody>
              {d!.votes.map((v) => (
                <tr key={v.member}><td>{nameOf(v.member)}</td>
                  <td data-label={t('committee.deliberation.vote')}><strong>{decisionName(v.decision)}</strong></td>
                  <td data-label={t('committee.deliberation.opinion')}>{v.opinion ?? '—'}</td>
                  <td data-label={t('committee.deliberation.at')}>{formatDateTime(v.at)}</td></tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {presentIds.length > 0 && (
        <p class="tally" role="status">
          {t('committee.deliberation.tally', {
            uphold: count.counts.uphold, commute: count.counts.commute, overrule: count.counts.overrule,
            cast: d?.votes.length ?? 0, present: presentIds.length, needed: count.needed,
          })}{' '}
          {count.majority && <strong>{t('committee.deliberation.majority', { decision: decisionName(count.majority) })}</strong>}
          {a.referredToTechnicalDelegate && <strong class="error">{t('committee.deliberation.tied')}</strong>}
        </p>
      )}
      {a.status === 'pending' && d?.convenedAt && presentIds.includes(caller.user) && !mine && (
        <form class="form" onSubmit={async (e) => { e.preventDefault(); after(await vote.go()); }}>
          <fieldset>
            <legend>{t('committee.deliberation.yourVote')}</legend>
            <div class="choices">
              {DECISIONS.map((x) => (
                <label class="check" key={x}>
                  <input type="radio" name="vote" value={x} checked={decision === x} required onChange={() => setDecision(x)} />
                  {t(`committee.vote.${x}` as MessageKey)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="dl-opinion" label={t('committee.deliberation.draft')} hint={t('committee.deliberation.draftHint')} wide>
            <textarea {...described('dl-opinion', undefined, 'x')} rows={3} value={opinion} onInput={(e) => setOpinion(e.currentTarget.value)} />
          </Field>
          {vote.problem && <Notice kind="error"><Refusal of={vote.problem} /></Notice>}
          <button type="submit" class="primary" disabled={vote.busy || !decision}>{t('committee.deliberation.cast')}</button>
        </form>
      )}
      {a.status === 'pending' && count.majority && isMember && (
        <RulingForm appealId={a.id} title={t('committee.ruling.title')} onRecorded={props.onRecorded} />
      )}
      {a.ruling && <RulingSummary ruling={a.ruling} nameOf={nameOf} />}
    </section>
  );
}

function RulingSummary(props: { ruling: NonNullable<AppealView['ruling']>; nameOf: (id: string) => string }) {
  const r = props.ruling;
  return (
    <div class="ruling">
      <h4>{t('committee.ruling.done', { decision: decisionName(r.decision as RulingDecision) })}</h4>
      <p>{r.decidedBy === 'technical-delegate'
        ? t('committee.ruling.byDelegate', { who: r.technicalDelegate ?? '' })
        : t('committee.ruling.byCommittee', { members: r.membersPresent.map(props.nameOf).join(', ') })}</p>
      <p>{r.reasons}</p>
      {r.newResult && <p>{t('committee.ruling.newResult', { result: r.newResult.result })}</p>}
    </div>
  );
}
