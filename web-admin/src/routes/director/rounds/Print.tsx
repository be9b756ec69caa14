import type { TournamentView } from '../../../api/types';
import { Notice } from '../../../components/Notice';
import { useLoad, useSession } from '../../../components/hooks';
import { compareNames, t, type MessageKey } from '../../../i18n/i18n';
import { CrosstableSheet } from './CrosstableSheet';
import { byName, namedBoards } from './pairing';
import { Refusal } from '../../../components/Refusal';

export const PRINTS = ['by-board', 'by-name', 'slips', 'standings', 'crosstable'] as const;
export type PrintKind = (typeof PRINTS)[number];

const TITLE: Record<PrintKind, MessageKey> = {
  'by-board': 'director.print.byBoardTitle', 'by-name': 'director.print.byNameTitle',
  slips: 'director.print.slipsTitle', standings: 'director.print.standingsTitle', crosstable: 'director.crosstable.title',
};

/** The sheets drawn from a round's boards; the others read the standings or the crosstable. */
const FROM_BOARDS: readonly PrintKind[] = ['by-board', 'by-name', 'slips'];

/**
 * A sheet for the venue, as the browser prints it (the print stylesheet leaves out the console around it): the
 * pairing list by board or by name, a result slip per board, the wall standings, the crosstable.
 */
export function Print(props: { event: TournamentView; kind: PrintKind; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const round = useLoad(() => (FROM_BOARDS.includes(props.kind) ? api.round(id, props.round) : Promise.resolve(null)), [id, props.kind, props.round]);
  const standings = useLoad(() => (props.kind === 'standings' ? api.standings(id, props.round) : Promise.resolve(null)), [id, props.kind, props.round]);
  const boards = round.value ? namedBoards(round.value, props.event.players) : [];
  const problem = round.problem ?? standings.problem;

  return (
    <article class={`print print-${props.kind}`}>
      <div class="toolbar no-print">
        <button type="button" class="primary" onClick={() => window.print()}>{t('director.print.button')}</button>
        <p class="hint">{t('director.print.hint')}</p>
      </div>
      <h2>{t(TITLE[props.kind], { round: props.round, event: props.event.name })}</h2>
      {problem && <Notice kind="error"><Refusal of={problem} /></Notice>}

      {props.kind === 'by-board' && round.value && (
        <table class="sheet folds">
          <thead><tr><th scope="col" class="num">{t('director.board')}</th><th scope="col">{t('director.black')}</th><th scope="col">{t('director.white')}</th><th scope="col" class="num">{t('director.handicap')}</th><th scope="col" class="num">{t('director.komi')}</th></tr></thead>
          <tbody>
            {boards.map((b) => (
              <tr key={b.board}>
                <td class="num lead">{b.board}</td>
                <td class="seat" data-label={t('director.black')}>{b.black.name} ({b.black.rank})</td>
                <td class="seat" data-label={t('director.white')}>{b.white.name} ({b.white.rank})</td>
                <td class="num aside" data-label={t('director.handicap')}>{b.handicap}</td>
                <td class="num aside" data-label={t('director.komi')}>{b.komi}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {props.kind === 'by-name' && round.value && (
        <table class="sheet">
          <thead><tr><th scope="col">{t('players.name')}</th><th scope="col" class="num">{t('director.board')}</th><th scope="col">{t('director.print.colour')}</th><th scope="col">{t('director.print.opponent')}</th></tr></thead>
          <tbody>
            {byName(boards, compareNames).map((line) => (
              <tr key={line.seat.id}><td>{line.seat.name} ({line.seat.rank})</td><td class="num">{line.board}</td><td>{t(line.colour === 'black' ? 'director.black' : 'director.white')}</td><td>{line.opponent.name}</td></tr>
            ))}
          </tbody>
        </table>
      )}

      {props.kind === 'slips' && round.value && (
        <div class="slips">
          {boards.map((b) => (
            <section class="slip" key={b.board} aria-label={t('director.print.slip', { board: b.board })}>
              <h3>{props.event.name} · {t('director.round')} {props.round} · {t('director.board')} {b.board}</h3>
              <p>● {t('director.black')}: <strong>{b.black.name}</strong> ({b.black.rank})</p>
              <p>○ {t('director.white')}: <strong>{b.white.name}</strong> ({b.white.rank})</p>
              <p>{t('director.handicap')}: {b.handicap} · {t('director.komi')}: {b.komi}</p>
              <p class="slip-result">{t('director.result')}: ________ &nbsp; {t('director.print.signatures')}: ________ / ________</p>
            </section>
          ))}
        </div>
      )}

      {props.kind === 'crosstable' && <CrosstableSheet event={props.event} round={props.round} />}

      {props.kind === 'standings' && standings.value && (
        <table class="sheet wall">
          <thead>
            <tr><th scope="col" class="num">{t('director.standings.place')}</th><th scope="col">{t('players.name')}</th><th scope="col">{t('players.rank')}</th>
              {standings.value.criteria.map((c) => <th scope="col" class="num" key={c}>{c}</th>)}</tr>
          </thead>
          <tbody>
            {standings.value.rows.map((row) => (
              <tr key={row.playerId}><td class="num">{row.place}{row.shared ? '=' : ''}</td><td>{row.name}</td><td>{row.rank}</td>
                {row.values.map((v, i) => <td class="num" key={i}>{v}</td>)}</tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
