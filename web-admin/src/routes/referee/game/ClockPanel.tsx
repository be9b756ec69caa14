import { useState } from 'preact/hooks';
import type { Colour, Game, GameReceipt } from '../../../api/gameTypes';
import { Clock } from '../../../components/Clock';
import { Notice } from '../../../components/Notice';
import { colourName } from '../../../components/gameWords';
import { useAction } from '../../../components/hooks';
import { useGamesApi } from '../../../components/live';
import { formatTime, t, type MessageKey } from '../../../i18n/i18n';
import { Refusal } from '../../../components/Refusal';

/** The clock's facts a referee's action records, as the desk words them; the article is the platform's. */
const FACTS: Record<string, MessageKey> = {
  ClockStarted: 'referee.clock.startedAt', ClockPaused: 'referee.clock.pausedAt', ClockResumed: 'referee.clock.resumedAt',
};

/** What the platform recorded for the last clock action: the fact, when, and the article it cites. */
function recorded(receipt: GameReceipt): string | null {
  const fact = receipt.events.find((e) => FACTS[e.type]);
  if (!fact) return null;
  const event = fact.event as { at: string; article?: string };
  return t(FACTS[fact.type], { at: formatTime(event.at), article: event.article ?? '' });
}

/**
 * The game clock and the referee's hands on it: start at the scheduled time (lateness counts from there), pause for a
 * break and resume, read a fallen flag, record a late player's arrival (twice the lateness off the time, or the game
 * lost beyond the code's limit: Incheon 2013 code art. 2.2.2).
 */
export function ClockPanel(props: { game: Game; names: { black: string; white: string }; changed: () => void }) {
  const games = useGamesApi();
  const { game } = props;
  const act = useAction((key: string, action: 'clockStart' | 'clockPause' | 'clockResume' | 'flagCheck') =>
    games.clock(game.id, action, key));
  const arrive = useAction((key: string, colour: Colour) => games.arrival(game.id, colour, key));
  const [last, setLast] = useState<string | null>(null);
  const face = game.clock;
  if (!face) return <p class="hint">{t('referee.clock.untimed')}</p>;
  const inPlay = game.status === 'playing';
  const moved = (colour: Colour) => game.moves.some((m) => m.color.toLowerCase() === colour && m.kind === 'play');
  // the players a started clock still waits for: not at the board (no arrival recorded) and no stone played
  const awaited = (['black', 'white'] as Colour[]).filter((c) => inPlay && !!face.startedAt && !moved(c)
    && !(c === 'black' ? face.blackArrival : face.whiteArrival));

  async function run(action: 'clockStart' | 'clockPause' | 'clockResume' | 'flagCheck') {
    const receipt = await act.go(action);
    if (receipt) {
      setLast(recorded(receipt));
      props.changed();
    }
  }

  return (
    <section class="panel" aria-labelledby="clock-title">
      <h2 id="clock-title">{t('referee.clock.title')}</h2>
      <Clock face={face} black={props.names.black} white={props.names.white} />
      {inPlay && (
        <div class="actions">
          {face.phase === 'ready' && <button type="button" class="primary" disabled={act.busy} onClick={() => run('clockStart')}>{t('referee.clock.start')}</button>}
          {face.phase === 'running' && <button type="button" disabled={act.busy} onClick={() => run('clockPause')}>{t('referee.clock.pause')}</button>}
          {face.phase === 'suspended' && <button type="button" class="primary" disabled={act.busy} onClick={() => run('clockResume')}>{t('referee.clock.resume')}</button>}
          {(face.phase === 'running' || face.phase === 'flag-fallen') && (
            <button type="button" disabled={act.busy} onClick={() => run('flagCheck')}>{t('referee.clock.flagCheck')}</button>
          )}
        </div>
      )}
      {(last || awaited.length > 0) && face.startedAt && (
        <p class="clock-fact" role="status">{last ?? t('referee.clock.startedAt', { at: formatTime(face.startedAt) })}</p>
      )}
      {act.problem && <Notice kind="error"><Refusal of={act.problem} /></Notice>}
      {act.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      {awaited.length > 0 && (
        <div class="actions arrivals">
          <span class="hint">{t('referee.clock.lateArrival')}</span>
          {awaited.map((c) => (
            <button key={c} type="button" class="small" disabled={arrive.busy}
              onClick={async () => (await arrive.go(c)) && props.changed()}>
              {t('referee.clock.arrivesNow', { colour: colourName(c) })}
            </button>
          ))}
        </div>
      )}
      {arrive.problem && <Notice kind="error"><Refusal of={arrive.problem} /></Notice>}
    </section>
  );
}
