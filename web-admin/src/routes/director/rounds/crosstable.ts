import type { CrosstableView, RoundDetail } from '../../../api/types';

/** The API's cell: opponent's place, + - = ? (~ also unknown), colour, ! for a result by default (CrosstableRow). */
const CELL = /^(\d+)([-+=?~])([bw]?)(!?)$/;

/**
 * A crosstable cell in the form OpenGotha's and the EGD's tables use (OpenGotha 3.52's ScoredPlayer result strings,
 * as the platform's public standings page writes them, ResultCell): `<opponent's place><+|-|=|?></|!><b|w><handicap>`,
 * `12+/b2` a win against the 12th with Black and two handicap stones, `3-!w` a loss by default with White; the
 * handicap is left out when there was none; `0` a round without a game.
 */
export function openGothaCell(cell: string, handicap: number): string {
  const m = CELL.exec(cell.trim());
  if (!m) return cell.trim() === '' ? '0' : cell.trim();
  const sign = m[2] === '~' ? '?' : m[2];
  return `${m[1]}${sign}${m[4] ? '!' : '/'}${m[3]}${handicap > 0 ? handicap : ''}`;
}

/** The handicap each player had in each round (round number to player id to stones), from the rounds' boards. */
export function handicaps(rounds: RoundDetail[]): Map<number, Map<string, number>> {
  const byRound = new Map<number, Map<string, number>>();
  for (const round of rounds) {
    const stones = new Map<string, number>();
    round.games.forEach((g) => { stones.set(g.black, g.handicap); stones.set(g.white, g.handicap); });
    byRound.set(round.round, stones);
  }
  return byRound;
}

/** Every row's cells in OpenGotha's form, round 1 first. */
export function crosstableLines(view: CrosstableView, rounds: RoundDetail[]) {
  const stones = handicaps(rounds);
  return view.rows.map((row) => ({
    ...row,
    results: row.cells.map((cell, i) => openGothaCell(cell, stones.get(i + 1)?.get(row.playerId) ?? 0)),
  }));
}
