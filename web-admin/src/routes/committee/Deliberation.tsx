import { useState } from 'preact/hooks';
import type { AppealView, CommitteeView, Deliberation as Deliberated, RulingDecision } from '../../api/arbitration';
import type { TournamentView } from '../../api/types';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useAction, useSession } from '../../components/hooks';
import { formatDateTime, t, type MessageKey } from '../../i18n/i18n';
import { holds, useArbitration } from './portal';
import { TableRegion } from '../../components/TableRegion';

const DECISIONS = ['uphold', 'commute', 'overrule'] as const;
const OUTCOMES = ['black-wins', 'white-wins', 'draw', 'both-lose', 'no-result'] as const;

/** The votes counted: each decision's count, the majority of the members present (art. 3.6), a tie when none has it. */
export function tally(votes: { decision: string }[], present: number) {
  const counts = Object.fromEntries(DECISIONS.map((d) => [d, votes.filter((v) => v.decision.toLowerCase() === d).length]));
  const needed = Math.floor(present / 2) + 1;
  const majority = DECISIONS.find((d) => counts[d] >= needed);
  const allIn = present > 0 && votes.length >= present;
  return { counts, needed, majority, tied: allIn && !majority };
}

const decisionName = (d: string) => t(`committee.decision.${d.toLowerCase()}` as MessageKey);

/**
 * The committee's private deliberation (Incheon 2013 arbitration art. 2.5, 3.6): the meeting and who is present, each member's
 * vote and draft opinion (members only until the ruling: the platform seals them), the count against the majority,
 * a tie referred to the Technical Delegate, then the ruling with its reasons.
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
  const [reasons, setReasons] = useState('');
  const [outcome, setOutcome] = useState('');
  const [result, setResult] = useState('');
  const [tdDecision, setTdDecision] = useState('');
  const chosen = present ?? members.map((m) => m.personId);
  const convene = useAction((key: string) => api.convene(a.id, chosen, key));
  const vote = useAction((key: string) => api.vote(a.id, decision, opinion, key));
  const rule = useAction((key: string) => api.rule(a.id, {
    reasons, technicalDelegateDecision: tdDecision || undefined, newResult: outcome ? { outcome, result } : undefined,
  }, key));

  const after = (done: unknown) => done && props.onRecorded();
  const isMember = holds(caller, props.event.id, 'arbitrator');
  const isDelegate = holds(caller, props.event.id, 'technical-delegate');
  const presentIds = d?.membersPresent ?? [];
  const mine = d?.votes.find((v) => v.member === caller.user);
  const count = tally(d?.votes ?? a.ruling?.votes ?? [], presentIds.length || a.ruling?.membersPresent.length || 0);

  // the Technical Delegate reads no deliberation (art. 2.5) but decides a tie the members report (art. 3.6)
  const delegateOnly = !d && a.status === 'pending' && isDelegate && !!a.committeeConvenedAt;
  const tied = count.tied || delegateOnly;
  if (!d && a.status !== 'ruled' && !delegateOnly) {
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
          {convene.problem && <Notice kind="error">{convene.problem.message}</Notice>}
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
          {count.tied && <strong class="error">{t('committee.deliberation.tied')}</strong>}
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
          {vote.problem && <Notice kind="error">{vote.problem.message}</Notice>}
          <button type="submit" class="primary" disabled={vote.busy || !decision}>{t('committee.deliberation.cast')}</button>
        </form>
      )}
      {delegateOnly && <Notice kind="info">{t('committee.deliberation.delegateSealed')}</Notice>}
      {a.status === 'pending' && ((count.majority && isMember) || (tied && isDelegate)) && (
        <form class="form" onSubmit={async (e) => { e.preventDefault(); after(await rule.go()); }}>
          <h4>{tied ? t('committee.ruling.delegateTitle') : t('committee.ruling.title')}</h4>
          {tied && (
            <Field id="rl-td" label={t('committee.ruling.delegateDecision')}>
              <select {...described('rl-td')} required value={tdDecision} onChange={(e) => setTdDecision(e.currentTarget.value)}>
                <option value="">—</option>
                {DECISIONS.map((x) => <option key={x} value={x}>{t(`committee.vote.${x}` as MessageKey)}</option>)}
              </select>
            </Field>
          )}
          <Field id="rl-reasons" label={t('committee.ruling.reasons')} error={rule.fieldError('reasons')} wide>
            <textarea {...described('rl-reasons', rule.fieldError('reasons'))} required rows={3} value={reasons}
              onInput={(e) => setReasons(e.currentTarget.value)} />
          </Field>
          <div class="grid">
            <Field id="rl-outcome" label={t('committee.ruling.outcome')} hint={t('committee.ruling.outcomeHint')}>
              <select {...described('rl-outcome', undefined, 'x')} value={outcome} onChange={(e) => setOutcome(e.currentTarget.value)}>
                <option value="">{t('committee.ruling.resultStands')}</option>
                {OUTCOMES.map((o) => <option key={o} value={o}>{t(`committee.outcome.${o}` as MessageKey)}</option>)}
              </select>
            </Field>
            {outcome && (
              <Field id="rl-result" label={t('committee.ruling.result')} error={rule.fieldError('newResult')}>
                <input {...described('rl-result', rule.fieldError('newResult'))} required value={result} placeholder="W+F"
                  onInput={(e) => setResult(e.currentTarget.value)} />
              </Field>
            )}
          </div>
          {rule.problem && !rule.problem.field && <Notice kind="error">{rule.problem.message}</Notice>}
          <button type="submit" class="primary" disabled={rule.busy}>{t('committee.ruling.record')}</button>
        </form>
      )}
      {a.status === 'pending' && count.tied && !isDelegate && <Notice kind="info">{t('committee.deliberation.awaitDelegate')}</Notice>}
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
