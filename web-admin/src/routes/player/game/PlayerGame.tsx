import type { Colour } from '../../../api/gameTypes';
import { Board } from '../../../components/Board';
import { Clock } from '../../../components/Clock';
import { Link } from '../../../components/Link';
import { Players } from '../../../components/Players';
import { Notice } from '../../../components/Notice';
import { attemptText, colourName, playerConfirmed, statusText } from '../../../components/gameWords';
import { lastStone } from '../../../components/goban';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { useLiveGame, useGamesApi } from '../../../components/live';
import { t } from '../../../i18n/i18n';
import { Refusal } from '../../../components/Refusal';

/**
 * One of the player's games on a phone: the board as it stands (live), the clock, the warnings, and once a result is
 * proposed, the player's confirmation for their own colour (a player confirms for the colour they hold; the platform
 * refuses any other). The board shows only: the referee records the moves.
 */
export function PlayerGame(props: { id: string }) {
  const games = useGamesApi();
  const { caller } = useSession();
  const live = useLiveGame(props.id);
  const confirm = useAction((key: string, colour: Colour, result: string) =>
    games.confirm(props.id, 'player', colour, result, key));
  const mineList = useLoad(() => games.myGames(), []);
  const game = live.value;
  if (live.problem) return <Notice kind="error"><Refusal of={live.problem} /></Notice>;
  if (!game) return <p>{live.offline ? t('connection.lost') : t('common.loading')}</p>;
  const mine: Colour | null = caller.players.includes(game.black) ? 'black' : caller.players.includes(game.white) ? 'white' : null;
  const me = mineList.value?.players.find((r) => r.games.some((g) => g.gameId === game.id));
  const opponentName = me?.games.find((g) => g.gameId === game.id)?.opponentName;
  const names = {
    black: (mine === 'black' ? me?.name : opponentName) ?? game.black,
    white: (mine === 'white' ? me?.name : opponentName) ?? game.white,
  };
  const result = game.result;
  const confirmed = !!mine && playerConfirmed(game, mine);
  const title = t('player.roundBoard', { round: game.round, board: game.board });
  return (
    <>
      <p class="crumbs"><Link to="/player">{t('player.title')}</Link></p>
      <h1>{title}</h1>
      <Players black={names.black} white={names.white} class="game-players" />
      <p class="lead">{mine && t('player.youPlay', { colour: colourName(mine) })} <strong>{statusText(game.status)}</strong></p>
      {result && (
        <section class="panel result-box" aria-labelledby="result-title">
          <h2 id="result-title">{result.confirmed ? t('player.resultFinal') : t('player.resultProposed')}</h2>
          <p class="result-line"><strong>{result.result}</strong> · {result.reason}</p>
          {mine && !confirmed && !result.confirmed && (
            <button type="button" class="primary big" disabled={confirm.busy}
              onClick={async () => (await confirm.go(mine, result.result)) && live.reload()}>
              {t('player.confirm', { result: result.result })}</button>
          )}
          {confirmed && <Notice kind="ok">{t('player.confirmed', { result: result.result })}</Notice>}
          {confirm.problem && <Notice kind="error"><Refusal of={confirm.problem} /></Notice>}
          {confirm.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        </section>
      )}
      <Board size={game.boardSize} position={game.position} label={title} lastMove={lastStone(game.moves)} />
      <p class="captures">{t('referee.game.prisoners', { black: game.prisoners.black, white: game.prisoners.white })}
        {' · '}{t('referee.warnings', { black: game.warnings.black, white: game.warnings.white })}</p>
      {game.clock && <Clock face={game.clock} black={names.black} white={names.white} />}
      {game.attempts.length > 0 && (
        <section class="panel" aria-labelledby="attempts-title">
          <h2 id="attempts-title">{t('player.attempts')}</h2>
          <ul>{game.attempts.map((a) => <li key={a.at}>{attemptText(a)}</li>)}</ul>
          <p><Link to="/player">{t('player.protestWhere')}</Link></p>
        </section>
      )}
    </>
  );
}
