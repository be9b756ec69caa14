import { useState } from 'preact/hooks';
import type { NewAppeal } from '../../api/arbitration';
import type { TournamentView } from '../../api/types';
import { Field, described } from '../../components/Field';
import { Link } from '../../components/Link';
import { Notice } from '../../components/Notice';
import { useAction, useLoad } from '../../components/hooks';
import { formatDateTime, t } from '../../i18n/i18n';
import { invalidityText } from './invalidityText';
import { navigate } from '../../router';
import { Countdown } from './Countdown';
import { useArbitration } from './portal';
import { Refusal } from '../../components/Refusal';

const NO_WITNESS = { name: '', signature: '', telephone: '', noc: '' };

/**
 * The appeal form of 000 (appendix to ch. 4), entered as the committee receives it: the complainant's and the team
 * official's signatures, the witnesses, the place and time, the description and the deposit. The platform judges its
 * validity (art. 1.2-1.3) and records an invalid form with its reason; the checklist beside the form only says what
 * is still blank.
 */
export function FileAppeal(props: { event: TournamentView; protestId: string }) {
  const api = useArbitration();
  const [answeredAt, setAnsweredAt] = useState(performance.now());
  const protest = useLoad(() => api.protest(props.protestId), [props.protestId]);
  const matter = useLoad(() => api.docket(props.event.id).then((d) => (setAnsweredAt(performance.now()),
    d.find((m) => m.protestId === props.protestId) ?? null)), [props.protestId]);
  const terms = useLoad(() => api.depositTerms(props.event.id), [props.event.id]);
  const [form, setForm] = useState({
    complainant: '', complainantSignature: '', complainantNoc: '', teamOfficialSignature: '', opponent: '',
    opponentNoc: '', refereeJudgment: '', location: '', time: '', otherPeopleConcerned: '', description: '',
    drawing: '', amount: '', currency: '', paid: false,
  });
  const [witnesses, setWitnesses] = useState([{ ...NO_WITNESS }, { ...NO_WITNESS }]);
  const file = useAction((key: string, appeal: NewAppeal) => api.fileAppeal(appeal, key));
  const [invalid, setInvalid] = useState<{ reason?: string; detail?: string; article?: string; id: string } | null>(null);

  const p = protest.value;
  const complainant = form.complainant || p?.complainant || '';
  const judgment = form.refereeJudgment || p?.judgment || '';
  const amount = form.amount || String(terms.value?.deposit.amount ?? '');
  const currency = form.currency || terms.value?.deposit.currency || '';
  const set = (field: keyof typeof form) => (e: Event) =>
    setForm({ ...form, [field]: (e.currentTarget as HTMLInputElement).value });

  async function submit(e: Event) {
    e.preventDefault();
    const receipt = await file.go({
      protestId: props.protestId, complainant, complainantSignature: form.complainantSignature,
      complainantNoc: form.complainantNoc, teamOfficialSignature: form.teamOfficialSignature, opponent: form.opponent,
      opponentNoc: form.opponentNoc, refereeJudgment: judgment, location: form.location, time: form.time,
      otherPeopleConcerned: form.otherPeopleConcerned, description: form.description, drawing: form.drawing || undefined,
      witnesses: witnesses.filter((w) => w.name.trim()),
      deposit: { amount: Number(amount), currency, paid: form.paid },
    });
    if (!receipt) return;
    if (receipt.status === 'invalid') setInvalid({ reason: receipt.reason, detail: receipt.detail, article: receipt.article, id: receipt.id });
    else navigate(`/events/${props.event.id}/arbitration/appeals/${receipt.id}`);
  }

  const missing = [
    !form.complainantSignature.trim() && t('committee.form.missingSignature'),
    !form.teamOfficialSignature.trim() && t('committee.form.missingTeamSignature'),
    !form.paid && t('committee.form.missingDeposit'),
    !form.description.trim() && t('committee.form.missingDescription'),
  ].filter(Boolean) as string[];
  const err = file.fieldError;

  return (
    <>
      <nav class="crumbs" aria-label={t('committee.where')}>
        <Link to={`/events/${props.event.id}/arbitration`}>{t('committee.title')}</Link>
      </nav>
      <h2>{t('committee.form.title')}</h2>
      {p && (
        <section class="panel" aria-labelledby="protest-title">
          <h3 id="protest-title">{t('committee.form.protest', { round: p.round, board: p.board })}</h3>
          <p><strong>{p.complainant}</strong>: {p.judgment}</p>
          <p>{t('committee.form.decided', { referee: p.referee ?? '', at: formatDateTime(p.decidedAt), status: t(p.status === 'accepted' ? 'committee.protest.accepted' : p.status === 'rejected' ? 'committee.protest.rejected' : 'committee.protest.filed') })}
            {p.reasons ? ` ${p.reasons}` : ''}</p>
          {matter.value?.deadline && matter.value.secondsLeft !== undefined && (
            <p><Countdown secondsLeft={matter.value.secondsLeft} answeredAt={answeredAt} label={t('committee.filingWindow')}
              article={matter.value.deadlineArticle} /></p>
          )}
        </section>
      )}
      {invalid && (
        <Notice kind="error">
          <p><strong>{t('committee.form.recordedInvalid')}</strong> {invalidityText(invalid, p?.appealWindowMinutes)} ({invalid.article})</p>
          <p><Link to={`/events/${props.event.id}/arbitration/appeals/${invalid.id}`}>{t('committee.openAppeal')}</Link></p>
        </Notice>
      )}
      <form class="form" onSubmit={submit}>
        <fieldset>
          <legend>{t('committee.form.parties')}</legend>
          <div class="grid">
            <Field id="ap-complainant" label={t('committee.form.complainant')} error={err('complainant')}>
              <input {...described('ap-complainant', err('complainant'))} required value={complainant} onInput={set('complainant')} />
            </Field>
            <Field id="ap-signature" label={t('committee.form.signature')} hint={t('committee.form.signatureHint')}>
              <input {...described('ap-signature', undefined, 'x')} value={form.complainantSignature} onInput={set('complainantSignature')} />
            </Field>
            <Field id="ap-noc" label={t('committee.form.noc')}>
              <input {...described('ap-noc')} value={form.complainantNoc} onInput={set('complainantNoc')} maxLength={3} size={4} />
            </Field>
            <Field id="ap-team" label={t('committee.form.teamSignature')}>
              <input {...described('ap-team')} value={form.teamOfficialSignature} onInput={set('teamOfficialSignature')} />
            </Field>
            <Field id="ap-opponent" label={t('committee.form.opponent')}>
              <input {...described('ap-opponent')} value={form.opponent} onInput={set('opponent')} />
            </Field>
            <Field id="ap-opponent-noc" label={t('committee.form.opponentNoc')}>
              <input {...described('ap-opponent-noc')} value={form.opponentNoc} onInput={set('opponentNoc')} maxLength={3} size={4} />
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('committee.form.matter')}</legend>
          <Field id="ap-judgment" label={t('committee.form.judgment')} wide>
            <input {...described('ap-judgment')} value={judgment} onInput={set('refereeJudgment')} />
          </Field>
          <div class="grid">
            <Field id="ap-location" label={t('committee.form.location')}>
              <input {...described('ap-location')} value={form.location} onInput={set('location')} />
            </Field>
            <Field id="ap-time" label={t('committee.form.time')} hint={t('committee.form.timeHint')}>
              <input {...described('ap-time', undefined, 'x')} value={form.time} onInput={set('time')} />
            </Field>
            <Field id="ap-others" label={t('committee.form.others')}>
              <input {...described('ap-others')} value={form.otherPeopleConcerned} onInput={set('otherPeopleConcerned')} />
            </Field>
          </div>
          <Field id="ap-description" label={t('committee.form.description')} error={err('description')} wide>
            <textarea {...described('ap-description', err('description'))} required rows={4} value={form.description}
              onInput={set('description')} />
          </Field>
          <Field id="ap-drawing" label={t('committee.form.drawing')} hint={t('committee.form.drawingHint')} error={err('drawing')} wide>
            <textarea {...described('ap-drawing', err('drawing'), 'x')} rows={2} value={form.drawing} onInput={set('drawing')} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t('committee.form.witnesses')}</legend>
          {witnesses.map((w, i) => (
            <div class="grid" key={i}>
              {(['name', 'signature', 'telephone', 'noc'] as const).map((part) => (
                <Field key={part} id={`ap-w${i}-${part}`} label={t(`committee.form.witness.${part}`, { n: i + 1 })}>
                  <input {...described(`ap-w${i}-${part}`)} value={w[part]}
                    onInput={(e) => setWitnesses(witnesses.map((x, j) => (j === i ? { ...x, [part]: e.currentTarget.value } : x)))} />
                </Field>
              ))}
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('committee.form.deposit')}</legend>
          <div class="grid">
            <Field id="ap-amount" label={t('committee.form.amount')} error={err('deposit')}>
              <input {...described('ap-amount', err('deposit'))} inputMode="decimal" value={amount} onInput={set('amount')} />
            </Field>
            <Field id="ap-currency" label={t('committee.form.currency')}>
              <input {...described('ap-currency')} maxLength={3} size={4} value={currency}
                onInput={(e) => setForm({ ...form, currency: e.currentTarget.value.toUpperCase() })} />
            </Field>
          </div>
          <label class="check">
            <input type="checkbox" checked={form.paid} onChange={(e) => setForm({ ...form, paid: e.currentTarget.checked })} />
            {t('committee.form.paid')}
          </label>
        </fieldset>
        {missing.length > 0 && (
          <div class="notice notice-info" role="status">
            <p><strong>{t('committee.form.checklist')}</strong></p>
            <ul class="refusals">{missing.map((m) => <li key={m}>{m}</li>)}</ul>
          </div>
        )}
        {file.problem && !file.problem.field && <Notice kind="error"><Refusal of={file.problem} /></Notice>}
        {file.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        <button type="submit" class="primary" disabled={file.busy}>{t('committee.form.submit')}</button>
      </form>
    </>
  );
}
