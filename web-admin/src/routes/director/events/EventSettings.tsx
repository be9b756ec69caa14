import { useEffect, useState } from 'preact/hooks';
import type { SettingsView, TournamentView } from '../../../api/types';
import { ApiProblem } from '../../../api/problem';
import { Field, described } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { useAction, useSession } from '../../../components/hooks';
import { t, type MessageKey } from '../../../i18n/i18n';
import { navigate } from '../../../router';
import {
  CODES, CRITERIA, NEW_EVENT, RULE_SETS, SYSTEMS, TIME_KINDS, fromSettings, toSettings, type SettingsForm,
} from './settingsForm';
import { Refusal } from '../../../components/Refusal';

/** The boxes of each group the platform names as a whole, in the order they are shown. */
const GROUPS: Record<string, (keyof SettingsForm)[]> = {
  pairingParameters: ['bar', 'floor', 'zero', 'cycles', 'lossesAllowed', 'knockoutAfterRound', 'eliminatedPerRound', 'inLine',
    'outLine', 'winners'],
  handicap: ['basis', 'noHandicapFrom', 'correction', 'ceiling'],
  timeControl: ['timeKind', 'basicMinutes', 'periods', 'periodSeconds', 'moves', 'exceedances', 'latenessMinutes'],
};

/** The platform's names of parameters whose box is named otherwise. */
const BOX_OF: Record<string, keyof SettingsForm> = {
  kind: 'timeKind', basicTime: 'basicMinutes', period: 'periodSeconds', latenessLimit: 'latenessMinutes',
};

const SYSTEM_BOXES: Record<string, (keyof SettingsForm)[]> = {
  mcmahon: ['bar', 'floor', 'zero'], 'round-robin': ['cycles'], knockout: ['lossesAllowed'],
  'swiss-knockout': ['knockoutAfterRound', 'eliminatedPerRound'], ing: ['inLine', 'outLine', 'winners'], swiss: [],
};

/** Whether a box of a group is on the screen for this form. */
function visible(box: keyof SettingsForm, form: SettingsForm): boolean {
  if (GROUPS.pairingParameters.includes(box)) return SYSTEM_BOXES[form.pairingSystem]?.includes(box) ?? false;
  if (GROUPS.handicap.includes(box)) return form.handicap;
  return true;
}

/**
 * Create and configure: every field the platform's configuration takes. Each change is judged by the platform
 * (configuration/check) before anything is saved, and its sentence shown next to the field at fault.
 */
export function EventSettings(props: { event: TournamentView; reload: () => void }) {
  const { api } = useSession();
  const id = props.event.id;
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [checked, setChecked] = useState<{ view?: SettingsView; problem?: ApiProblem } | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useAction((key: string, body: SettingsForm) => api.configure(id, toSettings(body), key));

  useEffect(() => {
    if (!props.event.configuration) {
      setForm(NEW_EVENT);
      return;
    }
    api.configuration(id).then((view) => setForm(fromSettings(view, props.event.configuration?.timeControl)),
      () => setForm(NEW_EVENT));
  }, [id]);

  // The platform judges the form a moment after the director stops typing.
  useEffect(() => {
    if (!form) return;
    const timer = setTimeout(() => {
      api.check(id, toSettings(form)).then((view) => setChecked({ view }), (failure) => {
        if (failure instanceof ApiProblem) setChecked({ problem: failure });
      });
    }, 350);
    return () => clearTimeout(timer);
  }, [form]);

  if (!form) return <p>{t('common.loading')}</p>;
  const set = (patch: Partial<SettingsForm>) => {
    setSaved(false);
    setForm({ ...form, ...patch });
  };
  // The platform names the group at fault (pairingParameters, timeControl, handicap) and, in its sentence, the
  // parameter ('bar', field 'period'): the sentence goes next to that box, or the group's first box.
  const problem = save.problem ?? checked?.problem ?? null;
  const fault = (field: string, box?: keyof SettingsForm) => {
    if (!problem || problem.field !== field) return undefined;
    if (!box || !GROUPS[field]) return <Refusal of={problem} />;
    const named = /'(\w+)'/.exec(problem.message)?.[1];
    const shown = GROUPS[field].filter((b) => visible(b, form));
    const target = named && shown.includes(BOX_OF[named] ?? (named as keyof SettingsForm)) ? (BOX_OF[named] ?? named) : shown[0];
    return target === box ? <Refusal of={problem} /> : undefined;
  };
  const known = ['ruleSet', 'competitionCode', 'boardSize', 'rounds', 'pairingSystem', 'komi', 'handicap', 'pairingParameters',
    'placementCriteria', 'timeControl'];
  const general = [save.problem, checked?.problem].find((p) => p && !known.includes(p.field ?? ''));

  async function submit(event: Event) {
    event.preventDefault();
    if (await save.go(form!)) {
      setSaved(true);
      props.reload();
    }
  }

  const input = (name: keyof SettingsForm, label: MessageKey, field: string, extra: Record<string, unknown> = {}, hint?: MessageKey) => (
    <Field id={name} label={t(label)} error={fault(field, name)} hint={hint && t(hint)}>
      <input {...described(name, fault(field, name), hint)} value={form[name] as string}
        onInput={(e) => set({ [name]: e.currentTarget.value } as Partial<SettingsForm>)} {...extra} />
    </Field>
  );
  const choice = (name: keyof SettingsForm, label: MessageKey, field: string, options: readonly string[], empty?: MessageKey) => (
    <Field id={name} label={t(label)} error={fault(field, name)}>
      <select {...described(name, fault(field, name))} value={form[name] as string}
        onChange={(e) => set({ [name]: e.currentTarget.value } as Partial<SettingsForm>)}>
        {empty && <option value="">{t(empty)}</option>}
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </Field>
  );
  const system = form.pairingSystem;
  const rank = { autocomplete: 'off', inputMode: 'text', size: 6 };
  const count = { type: 'number', min: 0, inputMode: 'numeric' };

  return (
    <form class="form" onSubmit={submit} noValidate>
      <h2>{t('settings.title')}</h2>
      {general && <Notice kind="error"><Refusal of={general} /></Notice>}
      <fieldset>
        <legend>{t('settings.rules')}</legend>
        <div class="grid">
          {choice('ruleSet', 'settings.ruleSet', 'ruleSet', RULE_SETS)}
          {choice('competitionCode', 'settings.code', 'competitionCode', CODES, 'settings.codeDefault')}
          {input('boardSize', 'settings.boardSize', 'boardSize', { type: 'number', min: 5, max: 25 })}
          {input('komi', 'settings.komi', 'komi', { inputMode: 'decimal', placeholder: t('settings.default') }, 'settings.komiHint')}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('settings.pairing')}</legend>
        <div class="grid">
          {choice('pairingSystem', 'settings.system', 'pairingSystem', SYSTEMS)}
          {input('rounds', 'settings.rounds', 'rounds', { type: 'number', min: 1 })}
          {system === 'mcmahon' && input('bar', 'settings.bar', 'pairingParameters', { ...rank, placeholder: '9d' }, 'settings.barHint')}
          {system === 'mcmahon' && input('floor', 'settings.floor', 'pairingParameters', { ...rank, placeholder: '30k' }, 'settings.floorHint')}
          {system === 'mcmahon' && input('zero', 'settings.zero', 'pairingParameters', { ...rank, placeholder: t('settings.zeroDefault') })}
          {system === 'round-robin' && input('cycles', 'settings.cycles', 'pairingParameters', { ...count, placeholder: '1' })}
          {system === 'knockout' && input('lossesAllowed', 'settings.lossesAllowed', 'pairingParameters', { ...count, placeholder: '1' })}
          {system === 'swiss-knockout' && input('knockoutAfterRound', 'settings.knockoutAfterRound', 'pairingParameters', { ...count, placeholder: '5' })}
          {system === 'swiss-knockout' && input('eliminatedPerRound', 'settings.eliminatedPerRound', 'pairingParameters', { ...count, placeholder: '2' })}
          {system === 'ing' && input('inLine', 'settings.inLine', 'pairingParameters', { ...count, placeholder: '4' })}
          {system === 'ing' && input('outLine', 'settings.outLine', 'pairingParameters', { ...count, placeholder: '0' })}
          {system === 'ing' && input('winners', 'settings.winners', 'pairingParameters', { ...count, placeholder: '3' })}
        </div>
        {input('criteria', 'settings.criteria', 'placementCriteria', { list: 'criteria-list', placeholder: t('settings.default') }, 'settings.criteriaHint')}
        <datalist id="criteria-list">{CRITERIA.map((c) => <option key={c} value={c} />)}</datalist>
      </fieldset>
      <fieldset>
        <legend>{t('settings.handicap')}</legend>
        <div class="check">
          <input id="handicap" type="checkbox" checked={form.handicap} onChange={(e) => set({ handicap: e.currentTarget.checked })} />
          <label for="handicap">{t('settings.handicapOn')}</label>
        </div>
        {form.handicap && (
          <div class="grid">
            {choice('basis', 'settings.basis', 'handicap', ['rank', 'mcmahon-score'])}
            {input('noHandicapFrom', 'settings.noHandicapFrom', 'handicap', rank)}
            {input('correction', 'settings.correction', 'handicap', { type: 'number', min: -9, max: 9 })}
            {input('ceiling', 'settings.ceiling', 'handicap', { type: 'number', min: 0, max: 9 })}
          </div>
        )}
        {problem?.field === 'handicap' && !form.handicap && <p class="error" role="alert"><Refusal of={problem} /></p>}
      </fieldset>
      <fieldset>
        <legend>{t('settings.time')}</legend>
        <div class="grid">
          {choice('timeKind', 'settings.timeKind', 'timeControl', TIME_KINDS, 'settings.timeDefault')}
          {form.timeKind && form.timeKind !== 'untimed' && input('basicMinutes', 'settings.basicMinutes', 'timeControl', { inputMode: 'decimal' })}
          {form.timeKind === 'byoyomi' && input('periods', 'settings.periods', 'timeControl', count)}
          {['byoyomi', 'moves-in-period', 'ing-second-reading'].includes(form.timeKind) && input('periodSeconds', 'settings.periodSeconds', 'timeControl', { inputMode: 'numeric' })}
          {form.timeKind === 'moves-in-period' && input('moves', 'settings.moves', 'timeControl', count)}
          {form.timeKind === 'ing-second-reading' && input('exceedances', 'settings.exceedances', 'timeControl', count)}
          {form.timeKind && input('latenessMinutes', 'settings.lateness', 'timeControl', { inputMode: 'decimal', placeholder: t('settings.default') })}
        </div>
      </fieldset>
      <div class="check-result" aria-live="polite">
        {checked?.view && !checked.problem && (
          <p class="ok">
            {t('settings.valid', {
              ruleSet: checked.view.ruleSet, code: checked.view.competitionCode, komi: checked.view.komi,
              system: checked.view.pairingSystem, criteria: checked.view.placementCriteria.join(', '),
            })}
            {checked.view.pairingSystem === 'mcmahon' && ' ' + t('settings.validMcMahon', {
              bar: checked.view.pairingParameters.bar ?? '', floor: checked.view.pairingParameters.floor ?? '' })}
          </p>
        )}
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={save.busy}>{t('settings.save')}</button>
        {saved && <span role="status" class="ok">{t('settings.saved')}</span>}
        {saved && <button type="button" onClick={() => navigate(`/events/${id}/players`)}>{t('settings.next')}</button>}
      </div>
      {save.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
    </form>
  );
}
