import { useRef, useState } from 'preact/hooks';
import type { Colour, RecordedEvent } from '../../../api/gameTypes';
import { Board } from '../../../components/Board';
import { Link } from '../../../components/Link';
import { Players } from '../../../components/Players';
import { Notice } from '../../../components/Notice';
import { colourName, isRuling, opponent, statusText } from '../../../components/gameWords';
import { lastStone, parsePoint } from '../../../components/goban';
import { newKey } from '../../../api/client';
import { useLiveGame, useGamesApi } from '../../../components/live';
import { useLoad } from '../../../components/hooks';
import { t } from '../../../i18n/i18n';
import { ClockPanel } from './ClockPanel';
import { CountPanel } from './CountPanel';
import { DecisionsPanel } from './DecisionsPanel';
import { History } from './History';
import { RulingDialog } from './RulingDialog';
import { useAttempt } from './useAttempt';
import { Refusal } from '../../../components/Refusal';

/** What the referee is about to record, previewed by the platform: nothing is written until "Record". */
interface Pending {
  title: string;
  events: RecordedEvent[];
  detail?: string;
  record: (key: string) => Promise<unknown>;
  key: string;
}

/**
 * A live board at the referee's desk. A click on a point, or a point typed ("Q16") and Enter, plays for the side to
 * move. Every move and pass is first asked of the game itself (the preview endpoints run the aggregate's own handler
 * on a copy): a legal one is recorded at once; an illegal one is shown with the rule broken, its article and the
 * code's sanction, and recorded only when the referee says so. Resignation is always asked twice.
 */
export function RefereeGame(props: { id: string }) {
  const games = useGamesApi();
  const live = useLiveGame(props.id);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const { attempt, busy, problem, setProblem } = useAttempt();
  const [refused, setRefused] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  // after a ruling is recorded or cancelled, the next point is typed at once
  const pointField = useRef<HTMLInputElement>(null);
  const boards = useLoad(() => games.myBoards(), []);
  const game = live.value;

  if (live.problem) return <Notice kind="error"><Refusal of={live.problem} /></Notice>;
  if (!game) return <p>{live.offline ? t('connection.lost') : t('common.loading')}</p>;

  const line = boards.value?.tournaments.flatMap((tm) => tm.rounds.flatMap((r) => r.boards)).find((b) => b.gameId === game.id);
  // the players' names come with the desk's boards; until they have come, an ellipsis rather than the players' ids
  const waiting = boards.value === null && !boards.problem && !boards.offline;
  const names = {
    black: line?.blackName ?? (waiting ? '…' : game.black),
    white: line?.whiteName ?? (waiting ? '…' : game.white),
  };
  const playing = game.status === 'playing';
  const toMove = game.toMove ?? 'black';

  async function record(events: RecordedEvent[], write: (key: string) => Promise<unknown>, key: string) {
    const done = await attempt(() => write(key));
    if (done !== undefined) {
      setPending(null);
      setRefused(null);
      setSaid(isRuling(events) ? t('referee.game.recordedRuling') : '');
      live.reload();
      pointField.current?.focus();
    }
  }

  async function play(point: string) {
    if (!game || !playing || busy) return;
    if (!parsePoint(point, game.boardSize)) {
      setProblem(t('referee.game.noSuchPoint', { point, size: game.boardSize }));
      return;
    }
    const colour = toMove;
    const preview = await attempt(() => games.previewMove(game.id, colour, point.toUpperCase()));
    if (!preview) return;
    const events = (preview as { events: RecordedEvent[] }).events;
    const key = newKey();
    const write = (k: string) => games.playMove(game.id, colour, point.toUpperCase(), k, game.version);
    setTyped('');
    if (!isRuling(events)) {
      setRefused(null);
      await record(events, write, key);
      return;
    }
    setRefused(point.toUpperCase());
    setPending({ title: t('referee.game.illegalTitle', { colour: colourName(colour), point: point.toUpperCase() }),
      events, record: write, key });
  }

  async function pass() {
    if (!game || busy) return;
    const colour = toMove;
    const preview = await attempt(() => games.previewPass(game.id, colour));
    if (!preview) return;
    const events = (preview as { events: RecordedEvent[] }).events;
    const write = (k: string) => games.pass(game.id, colour, k, game.version);
    if (!isRuling(events)) {
      await record(events, write, newKey());
      return;
    }
    setPending({ title: t('referee.game.passTitle', { colour: colourName(colour) }), events, record: write, key: newKey() });
  }

  function resign(colour: Colour) {
    if (!game) return;
    const winner = opponent(colour) === 'black' ? 'B' : 'W';
    setPending({
      title: t('referee.game.resignTitle', { colour: colourName(colour) }),
      events: [{ type: 'ResultProposed', event: { result: `${winner}+R` } }],
      record: (k) => games.resign(game.id, colour, k, game.version),
      key: newKey(),
    });
  }

  const title = t('referee.game.title', { round: game.round, board: game.board });
  return (
    <>
      <p class="crumbs"><Link to="/referee">{t('referee.title')}</Link></p>
      <h1>{title}</h1>
      <Players black={names.black} white={names.white} class="game-players" />
      <p class="lead">{t('referee.game.facts', { ruleset: game.ruleset, code: game.competitionCode, size: game.boardSize,
        handicap: game.handicap, komi: game.komi })} · <strong>{statusText(game.status)}</strong></p>
      {live.offline && <Notice kind="error">{t('connection.lost')}</Notice>}
      <div class="desk">
        <div class="desk-board">
          <Board size={game.boardSize} position={game.position} label={title} lastMove={lastStone(game.moves)}
            refused={refused} onPoint={playing ? play : undefined} />
          <p class="captures">{t('referee.game.prisoners', { black: game.prisoners.black, white: game.prisoners.white })}
            {' · '}{t('referee.warnings', { black: game.warnings.black, white: game.warnings.white })}</p>
        </div>
        <div class="desk-side">
          {playing && (
            <section class="panel" aria-labelledby="move-title">
              <h2 id="move-title">{t('referee.game.toMove', { colour: colourName(toMove), number: game.moves.length + 1 })}</h2>
              <form class="inline" onSubmit={(e) => { e.preventDefault(); if (typed.trim()) play(typed.trim()); }}>
                <div class="field">
                  <label for="point">{t('referee.game.point')}</label>
                  <input id="point" ref={pointField} value={typed} autoComplete="off" spellcheck={false} size={5}
                    aria-describedby="point-hint" onInput={(e) => setTyped(e.currentTarget.value)} />
                  <span id="point-hint" class="hint">{t('referee.game.pointHint')}</span>
                </div>
                <button type="submit" class="primary" disabled={busy || !typed.trim()}>{t('referee.game.play')}</button>
              </form>
              <div class="actions">
                <button type="button" disabled={busy} onClick={pass}>{t('referee.game.passFor', { colour: colourName(toMove) })}</button>
                <button type="button" class="danger" disabled={busy} onClick={() => resign(toMove)}>
                  {t('referee.game.resign', { colour: colourName(toMove) })}</button>
                <button type="button" class="danger" disabled={busy} onClick={() => resign(opponent(toMove))}>
                  {t('referee.game.resign', { colour: colourName(opponent(toMove)) })}</button>
              </div>
            </section>
          )}
          {problem && <Notice kind="error"><Refusal of={problem} /></Notice>}
          <p class="visually-hidden" aria-live="polite">{said}</p>
          <CountPanel game={game} names={names} changed={live.reload} />
          <ClockPanel game={game} names={names} changed={live.reload} />
          <DecisionsPanel game={game} names={names} changed={live.reload} />
          <History game={game} />
        </div>
      </div>
      {pending && (
        <RulingDialog title={pending.title} events={pending.events} detail={pending.detail} busy={busy}
          onRecord={() => record(pending.events, pending.record, pending.key)}
          onCancel={() => { setPending(null); setRefused(null); pointField.current?.focus(); }} />
      )}
    </>
  );
}
