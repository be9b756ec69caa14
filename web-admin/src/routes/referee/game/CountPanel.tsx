import { useEffect, useState } from 'preact/hooks';
import type { Count, Game, SideScore } from '../../../api/gameTypes';
import { ApiProblem } from '../../../api/problem';
import { Board } from '../../../components/Board';
import { Notice } from '../../../components/Notice';
import { chain, parsePoint, pointName } from '../../../components/goban';
import { useAction, useSession } from '../../../components/hooks';
import { playerConfirmed } from '../../../components/gameWords';
import { useGamesApi } from '../../../components/live';
import { t, type MessageKey } from '../../../i18n/i18n';
import { Refusal } from '../../../components/Refusal';

const COUNTING: Record<Count['counting'], MessageKey> = {
  territory: 'referee.count.territoryCounting', area: 'referee.count.areaCounting', 'ing-fill-in': 'referee.count.ingCounting',
};

type Row = { field: keyof SideScore; key: MessageKey };
const TERRITORY: Row = { field: 'territory', key: 'referee.count.territory' };
const STONES: Row = { field: 'stones', key: 'referee.count.stones' };
const PRISONERS: Row = { field: 'prisoners', key: 'referee.count.prisoners' };
const SHARED: Row = { field: 'shared', key: 'referee.count.shared' };
const AREA: Row = { field: 'area', key: 'referee.count.area' };
const COMPENSATION: Row = { field: 'compensation', key: 'referee.count.compensation' };
const PENALTIES: Row = { field: 'penalties', key: 'referee.count.penalties' };

/** The lines each way of counting adds up: territory and prisoners, or stones and territory making the area. */
const ROWS: Record<Count['counting'], Row[]> = {
  territory: [TERRITORY, PRISONERS, COMPENSATION, PENALTIES],
  area: [STONES, TERRITORY, SHARED, AREA, COMPENSATION, PENALTIES],
  'ing-fill-in': [STONES, TERRITORY, SHARED, AREA, COMPENSATION, PENALTIES],
};

/**
 * The end of the game at the desk: once both players passed, the referee marks the dead stones chain by chain on the
 * board; the platform counts them in the rule set's own terms (territory and prisoners, area, Ing's fill-in) and the
 * count is shown before anything is recorded. Recording marks the same stones for both players, which proposes the
 * result; the players and the referee then confirm it.
 */
export function CountPanel(props: { game: Game; names: { black: string; white: string }; changed: () => void }) {
  const { game } = props;
  const games = useGamesApi();
  const { caller } = useSession();
  const [dead, setDead] = useState<string[]>(game.deadStones.agreed ?? []);
  const [count, setCount] = useState<Count | null>(null);
  const [countProblem, setCountProblem] = useState<ApiProblem | string | null>(null);
  const mark = useAction(async (key: string, points: string[]) => {
    await games.markDead(game.id, 'black', points, `${key}-b`);
    return games.markDead(game.id, 'white', points, `${key}-w`);
  });
  const confirm = useAction((key: string, result: string) => games.confirm(game.id, 'referee', caller.user, result, key));
  const counting = game.status === 'counting';

  useEffect(() => {
    if (game.status !== 'counting' && game.status !== 'result-proposed') return;
    if (game.result && !counting) return;
    let live = true;
    games.previewCount(game.id, dead).then((c) => live && (setCount(c), setCountProblem(null)),
      (failure) => live && setCountProblem(failure instanceof ApiProblem ? failure : failure instanceof Error ? failure.message : String(failure)));
    return () => {
      live = false;
    };
  }, [game.id, game.version, dead.join()]);

  if (game.status === 'playing') return null;

  function toggle(point: string) {
    const spot = parsePoint(point, game.boardSize);
    if (!spot) return;
    const stones = chain(game.position, spot).map((s) => pointName(s, game.boardSize));
    if (stones.length === 0) return;
    setDead((now) => (now.includes(stones[0]) ? now.filter((p) => !stones.includes(p)) : [...now, ...stones]));
  }

  const result = game.result;
  const refereeConfirmed = result?.confirmations.some((c) => c.role === 'referee');
  return (
    <section class="panel" aria-labelledby="count-title">
      <h2 id="count-title">{counting ? t('referee.count.title') : t('referee.count.resultTitle')}</h2>
      {counting && (
        <>
          <p class="hint">{t('referee.count.howTo')}</p>
          <Board size={game.boardSize} position={game.position} label={t('referee.count.boardLabel')} chains
            dead={new Set(dead)} ownership={count?.ownership} onPoint={toggle} />
          <p>{dead.length ? t('referee.count.marked', { points: dead.join(', ') }) : t('referee.count.noneMarked')}</p>
        </>
      )}
      {countProblem && <Notice kind="error"><Refusal of={countProblem} /></Notice>}
      {count && counting && <CountTable count={count} black={props.names.black} white={props.names.white} />}
      {counting && count && (
        <div class="actions">
          <button type="button" class="primary" disabled={mark.busy} onClick={async () => (await mark.go(dead)) && props.changed()}>
            {t('referee.count.record', { result: count.resultInUnit })}</button>
        </div>
      )}
      {mark.problem && <Notice kind="error"><Refusal of={mark.problem} /></Notice>}
      {result && (
        <div class="result-box">
          <p class="result-line"><strong>{result.result}</strong> · {result.reason}</p>
          <ul class="confirmations">
            {(['black', 'white'] as const).map((colour) => {
              const done = playerConfirmed(game, colour);
              return <li key={colour} class={done ? 'ok' : undefined}>{done
                ? t('referee.count.confirmedBy', { name: colour === 'black' ? props.names.black : props.names.white })
                : t('referee.count.awaiting', { name: colour === 'black' ? props.names.black : props.names.white })}</li>;
            })}
            <li class={refereeConfirmed ? 'ok' : undefined}>{refereeConfirmed ? t('referee.count.refereeConfirmed')
              : t('referee.count.refereeAwaited')}</li>
          </ul>
          {result.confirmed && <Notice kind="ok">{t('referee.count.final', { result: result.result })}</Notice>}
          {!refereeConfirmed && (
            <button type="button" class="primary" disabled={confirm.busy}
              onClick={async () => (await confirm.go(result.result)) && props.changed()}>
              {t('referee.count.confirm', { result: result.result })}</button>
          )}
          {confirm.problem && <Notice kind="error"><Refusal of={confirm.problem} /></Notice>}
        </div>
      )}
    </section>
  );
}

/** The count as the rule set counts it: only the lines it uses, both sides, the total and the margin in its unit. */
export function CountTable(props: { count: Count; black: string; white: string }) {
  const { count } = props;
  const rows = ROWS[count.counting].filter((r) => count.black[r.field] !== 0 || count.white[r.field] !== 0);
  return (
    <div class="count">
      <p><strong>{t(COUNTING[count.counting])}</strong> · {count.ruleset}</p>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('referee.count.caption')}</caption>
          <thead>
            <tr><th scope="col"></th><th scope="col" class="num">{props.black}</th><th scope="col" class="num">{props.white}</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.field}><th scope="row">{t(r.key)}</th><td class="num">{count.black[r.field]}</td>
                <td class="num">{count.white[r.field]}</td></tr>
            ))}
            <tr class="total"><th scope="row">{t('referee.count.total')}</th><td class="num">{count.black.total}</td>
              <td class="num">{count.white.total}</td></tr>
          </tbody>
        </table>
      </div>
      {count.fillIn && (
        <p>{t('referee.count.fillIn', { bowl: count.fillIn.bowl, spaces: count.fillIn.winningSpaces,
          stones: count.fillIn.losingStones })}</p>
      )}
      <p class="count-result">{count.resultInUnit}</p>
      <p>{count.reason}</p>
      {count.notes.map((note) => <p key={note} class="hint">{note}</p>)}
    </div>
  );
}
