import { useState } from 'preact/hooks';
import type { Colour, DecisionReport, Game, InfractionEntry, RecordedEvent } from '../../../api/gameTypes';
import { newKey } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { choiceName, colourName, infractionName, penaltyName, rulingText } from '../../../components/gameWords';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { useGamesApi } from '../../../components/live';
import { t, type MessageKey } from '../../../i18n/i18n';
import { RulingDialog } from './RulingDialog';
import { useAttempt } from './useAttempt';
import { warningsSentence } from './warningsSentence';
import { Refusal } from '../../../components/Refusal';

const QUESTIONS: Record<string, MessageKey> = {
  intentional: 'referee.decision.intentional', recreatable: 'referee.decision.recreatable', grave: 'referee.decision.grave',
};

const STATUS: Record<string, MessageKey> = {
  'in-effect': 'referee.decision.inEffect', 'awaiting-chief-referee': 'referee.decision.awaitingChief',
  concurred: 'referee.decision.concurred', overruled: 'referee.decision.overruled',
};

/**
 * Infractions from the competition code's own catalogue for this game (GET .../infractions): the referee picks one,
 * names the offender, answers the code's questions and makes the choice the code leaves; the game previews the
 * consequence (the same handler that records it), shown before recording. Below, the decisions made, and for the
 * Chief Referee, the review of a proposed penalty.
 */
export function DecisionsPanel(props: { game: Game; names: { black: string; white: string }; changed: () => void }) {
  const { game } = props;
  const games = useGamesApi();
  const { caller } = useSession();
  const catalogue = useLoad(() => games.infractions(game.id), [game.id]);
  const [infraction, setInfraction] = useState('');
  const [offender, setOffender] = useState<Colour | ''>('');
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [choice, setChoice] = useState('');
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<{ events: RecordedEvent[]; report: DecisionReport; key: string } | null>(null);
  const { attempt: ask, busy, problem } = useAttempt();
  const review = useAction((key: string, decision: string, concur: boolean) => games.review(game.id, decision, concur, '', key));
  const chief = caller.roles.includes('chief-referee')
    || caller.offices.some((o) => o.tournamentId === game.tournamentId && o.role === 'chief-referee');

  const entry: InfractionEntry | undefined = catalogue.value?.infractions.find((i) => i.infraction === infraction);

  async function previewDecision(e: Event) {
    e.preventDefault();
    if (!entry) return;
    const report: DecisionReport = { infraction };
    if (offender) report.offender = offender;
    for (const q of entry.questions) report[q] = !!answers[q];
    if (choice) report.choice = choice;
    if (note.trim()) report.note = note.trim();
    const receipt = await ask(() => games.previewDecision(game.id, report));
    if (receipt) setPreview({ events: receipt.events, report, key: newKey() });
  }

  async function recordDecision() {
    if (!preview) return;
    const done = await ask(() => games.decide(game.id, preview.report, preview.key, game.version));
    if (done) {
      setPreview(null);
      setInfraction('');
      setOffender('');
      setAnswers({});
      setChoice('');
      setNote('');
      props.changed();
    }
  }

  return (
    <section class="panel" aria-labelledby="decision-title">
      <h2 id="decision-title">{t('referee.decision.title')}</h2>
      {catalogue.value && <p class="hint">{warningsSentence(catalogue.value)}</p>}
      {catalogue.problem && <Notice kind="error"><Refusal of={catalogue.problem} /></Notice>}
      {game.status !== 'final' && catalogue.value && (
        <form onSubmit={previewDecision}>
          <div class="field">
            <label for="infraction">{t('referee.decision.infraction')}</label>
            <select id="infraction" value={infraction} onChange={(e) => { setInfraction(e.currentTarget.value); setChoice(''); }}>
              <option value="">{t('referee.decision.pick')}</option>
              {catalogue.value.infractions.map((i) => (
                <option key={i.infraction} value={i.infraction}>{infractionName(i.infraction)} — {penaltyName(i.penalty)} ({i.article})</option>
              ))}
            </select>
          </div>
          {entry && (
            <>
              <p class="hint">{t('referee.decision.entry', { penalty: penaltyName(entry.penalty), article: entry.article })}
                {entry.correction && ` ${entry.correction}`}</p>
              {entry.offender !== 'none' && (
                <fieldset>
                  <legend>{t('referee.decision.offender')}</legend>
                  {(['black', 'white'] as Colour[]).map((c) => (
                    <label key={c} class="check"><input type="radio" name="offender" value={c} checked={offender === c}
                      onChange={() => setOffender(c)} />{colourName(c)} · {c === 'black' ? props.names.black : props.names.white}</label>
                  ))}
                </fieldset>
              )}
              {entry.questions.map((q) => (
                <label key={q} class="check"><input type="checkbox" checked={!!answers[q]}
                  onChange={(e) => setAnswers({ ...answers, [q]: e.currentTarget.checked })} />{t(QUESTIONS[q])}</label>
              ))}
              {entry.choices.length > 0 && (
                <div class="field">
                  <label for="choice">{t('referee.decision.choice')}</label>
                  <select id="choice" value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
                    <option value="">{t('referee.decision.pick')}</option>
                    {entry.choices.map((c) => <option key={c} value={c}>{choiceName(c)}</option>)}
                  </select>
                </div>
              )}
              <div class="field">
                <label for="note">{t('referee.decision.note')}</label>
                <input id="note" value={note} onInput={(e) => setNote(e.currentTarget.value)} />
              </div>
              <button type="submit" class="primary" disabled={busy}>{t('referee.decision.preview')}</button>
            </>
          )}
        </form>
      )}
      {problem && <Notice kind="error"><Refusal of={problem} /></Notice>}
      {game.decisions.length > 0 && (
        <ul class="decisions">
          {game.decisions.map((d) => (
            <li key={d.id}>
              <strong>{infractionName(d.infraction)}</strong>{d.offender && ` · ${colourName(d.offender)}`}
              {d.choice && ` · ${choiceName(d.choice)}`} · <span class="status-word">{STATUS[d.status] ? t(STATUS[d.status]) : d.status}</span>
              <ul>{d.rulings.map((line, i) => <li key={i}>{rulingText(line)}</li>)}</ul>
              {chief && d.status === 'awaiting-chief-referee' && (
                <div class="actions">
                  <button type="button" class="small primary" disabled={review.busy}
                    onClick={async () => (await review.go(d.id, true)) && props.changed()}>{t('referee.decision.concur')}</button>
                  <button type="button" class="small danger" disabled={review.busy}
                    onClick={async () => (await review.go(d.id, false)) && props.changed()}>{t('referee.decision.overrule')}</button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {review.problem && <Notice kind="error"><Refusal of={review.problem} /></Notice>}
      {preview && (
        <RulingDialog title={t('referee.decision.dialogTitle', { infraction: infractionName(preview.report.infraction) })}
          events={preview.events} busy={busy} onRecord={recordDecision} onCancel={() => setPreview(null)} />
      )}
    </section>
  );
}
