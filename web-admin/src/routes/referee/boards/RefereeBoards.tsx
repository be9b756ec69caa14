import { useEffect } from 'preact/hooks';
import type { BoardLine, RefereeTournament } from '../../../api/gameTypes';
import { Link } from '../../../components/Link';
import { Players } from '../../../components/Players';
import { Notice } from '../../../components/Notice';
import { useLoad } from '../../../components/hooks';
import { useGamesApi } from '../../../components/live';
import { t } from '../../../i18n/i18n';
import { statusText } from '../../../components/gameWords';
import { Refusal } from '../../../components/Refusal';

/**
 * The referee's first screen: the boards of every tournament the account referees, the current round first. A board
 * that needs the referee (a penalty awaiting the Chief Referee, a protest to decide) says so in its row.
 */
export function RefereeBoards() {
  const games = useGamesApi();
  const boards = useLoad(() => games.myBoards(), []);
  useEffect(() => {
    const timer = setInterval(() => boards.reload(), 15_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <h1>{t('referee.title')}</h1>
      {boards.problem && <Notice kind="error"><Refusal of={boards.problem} /></Notice>}
      {boards.offline && <Notice kind="error">{t('connection.lost')}</Notice>}
      {boards.value && boards.value.tournaments.length === 0 && <p>{t('referee.none')}</p>}
      {boards.value?.tournaments.map((tournament) => <Tournament key={tournament.tournamentId} tournament={tournament} />)}
    </>
  );
}

function Tournament(props: { tournament: RefereeTournament }) {
  const { tournament } = props;
  const [current, ...earlier] = tournament.rounds;
  return (
    <section class="referee-event" aria-labelledby={`event-${tournament.tournamentId}`}>
      <h2 id={`event-${tournament.tournamentId}`}>
        {tournament.name}
        <span class="office">{tournament.role === 'chief-referee' ? t('referee.chiefReferee') : t('referee.referee')}</span>
      </h2>
      {!current && <p>{t('referee.noRound')}</p>}
      {current && <Round round={current.round} boards={current.boards} current />}
      {earlier.length > 0 && (
        <details>
          <summary>{t('referee.earlierRounds', { count: earlier.length })}</summary>
          {earlier.map((r) => <Round key={r.round} round={r.round} boards={r.boards} />)}
        </details>
      )}
    </section>
  );
}

function Round(props: { round: number; boards: BoardLine[]; current?: boolean }) {
  const open = props.boards.filter((b) => b.status !== 'final').length;
  return (
    <>
      <h3>{props.current ? t('referee.currentRound', { round: props.round, open }) : t('referee.round', { round: props.round })}</h3>
      <ul class="board-cards">
        {props.boards.map((b) => (
          <li key={b.board} class={`board-card status-${b.status}` + (b.awaitingChiefReferee || b.protestsFiled ? ' needs-referee' : '')}>
            <p class="board-card-title">
              {b.gameId ? <Link to={`/referee/games/${encodeURIComponent(b.gameId)}`}>{t('referee.boardN', { board: b.board })}</Link>
                : t('referee.boardN', { board: b.board })}
              <span class="status-word">{statusText(b.status)}</span>
            </p>
            <Players black={b.blackName} white={b.whiteName} />
            <p class="board-card-facts">
              {b.result && <strong>{b.result}</strong>}
              {b.status === 'playing' && b.toMove && (
                <span>{t('referee.moveToPlay', { moves: b.moves, colour: b.toMove === 'black' ? t('referee.board.black') : t('referee.board.white') })}</span>
              )}
              {(b.warnings.black > 0 || b.warnings.white > 0) && (
                <span>{t('referee.warnings', { black: b.warnings.black, white: b.warnings.white })}</span>
              )}
              {b.awaitingChiefReferee > 0 && <span class="flag">{t('referee.awaitingChief', { count: b.awaitingChiefReferee })}</span>}
              {b.protestsFiled > 0 && <span class="flag">{t('referee.protestsFiled', { count: b.protestsFiled })}</span>}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
