import { useState } from 'preact/hooks';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useAction } from '../../components/hooks';
import { t, type MessageKey } from '../../i18n/i18n';
import { useArbitration } from './portal';
import { Refusal } from '../../components/Refusal';

export const DECISIONS = ['uphold', 'commute', 'overrule'] as const;
const OUTCOMES = ['black-wins', 'white-wins', 'draw', 'both-lose', 'no-result'] as const;

/**
 * The ruling as written (Incheon 2013 arbitration art. 3.6-3.7): the reasons and, when it changes the game's result, the new
 * result. Recorded by the committee on its majority, or, given a `delegate`, by the Technical Delegate on a tie,
 * whose own decision it then carries with his name.
 */
export function RulingForm(props: { appealId: string; title: string; delegate?: string; onRecorded: () => void }) {
  const api = useArbitration();
  const [reasons, setReasons] = useState('');
  const [outcome, setOutcome] = useState('');
  const [result, setResult] = useState('');
  const [decision, setDecision] = useState('');
  const rule = useAction((key: string) => api.rule(props.appealId, {
    reasons,
    technicalDelegate: props.delegate,
    technicalDelegateDecision: props.delegate !== undefined ? decision : undefined,
    newResult: outcome ? { outcome, result } : undefined,
  }, key));
  const ruleProblem = rule.problem;

  return (
    <form class="form" onSubmit={async (e) => { e.preventDefault(); if (await rule.go()) props.onRecorded(); }}>
      <h4>{props.title}</h4>
      {props.delegate !== undefined && (
        <fieldset>
          <legend>{t('committee.tie.decision')}</legend>
          <div class="choices">
            {DECISIONS.map((x) => (
              <label class="check" key={x}>
                <input type="radio" name="td-decision" value={x} checked={decision === x} required onChange={() => setDecision(x)} />
                {t(`committee.vote.${x}` as MessageKey)}
              </label>
            ))}
          </div>
        </fieldset>
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
      {/* the sentences for the reasons and the result stand by their fields; any other (a tie, the office) here */}
      {ruleProblem && !['reasons', 'newResult'].includes(ruleProblem.field ?? '') && <Notice kind="error"><Refusal of={ruleProblem} /></Notice>}
      <button type="submit" class="primary" disabled={rule.busy || (props.delegate !== undefined && !decision)}>
        {props.delegate !== undefined ? t('committee.tie.record') : t('committee.ruling.record')}
      </button>
    </form>
  );
}
