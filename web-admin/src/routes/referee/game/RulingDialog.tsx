import { useEffect, useRef } from 'preact/hooks';
import type { RecordedEvent } from '../../../api/gameTypes';
import { endsGame, eventText, rulingText } from '../../../components/gameWords';
import { t } from '../../../i18n/i18n';

/**
 * What the competition code would rule, shown before anything is recorded: the rule broken with its article, the
 * sanction with the code's (a warning, the turn lost, the game lost). The referee records it or cancels; Escape
 * cancels. Focus starts on Cancel when the ruling ends the game, so a stray Enter loses no game.
 */
export function RulingDialog(props: {
  title: string;
  events: RecordedEvent[];
  detail?: string;
  busy: boolean;
  onRecord: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const record = useRef<HTMLButtonElement>(null);
  const ends = endsGame(props.events);
  useEffect(() => {
    (ends ? cancel : record).current?.focus();
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && props.onCancel();
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, []);
  const lines: string[] = [];
  for (const e of props.events) {
    if (e.type === 'RefereeDecided') {
      (e.event.rulings as Parameters<typeof rulingText>[0][]).forEach((line) => lines.push(rulingText(line)));
    }
    const text = eventText(e);
    // a decision's warning is both a ruling line and its own event: said once
    if (text && !lines.includes(text)) lines.push(text);
  }
  const reason = props.events.find((e) => e.type === 'IllegalMoveRejected')?.event.reason as string | undefined;
  return (
    <div class="overlay">
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="ruling-title" aria-describedby="ruling-lines">
        <h2 id="ruling-title">{props.title}</h2>
        {reason && <p class="engine-reason">{reason}</p>}
        <ul id="ruling-lines" class={'ruling-lines' + (ends ? ' ends' : '')}>
          {lines.map((line, i) => <li key={i}>{line}</li>)}
        </ul>
        {props.detail && <p class="hint">{props.detail}</p>}
        <p class="hint">{t('referee.dialog.nothingYet')}</p>
        <div class="actions">
          <button ref={record} type="button" class={ends ? 'danger' : 'primary'} disabled={props.busy} onClick={props.onRecord}>
            {t('referee.dialog.record')}
          </button>
          <button ref={cancel} type="button" disabled={props.busy} onClick={props.onCancel}>{t('referee.dialog.cancel')}</button>
        </div>
      </div>
    </div>
  );
}
