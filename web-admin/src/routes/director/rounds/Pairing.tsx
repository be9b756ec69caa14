import { useEffect, useState } from 'preact/hooks';
import type { BoardChange, PairingWhy, TournamentView } from '../../../api/types';
import { described, Field } from '../../../components/Field';
import { Link } from '../../../components/Link';
import { Notice } from '../../../components/Notice';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { compareNames, t } from '../../../i18n/i18n';
import { byeKindName } from './byeWord';
import { namedBoards, scoreGroups, scoreText, seatsByName, swapPlayers, type Seat } from './pairing';
import { RoundPicker } from './RoundPicker';
import { SwapWeightsPanel, WhyPanel } from './Why';
import { ApiProblem } from '../../../api/problem';
import { Refusal } from '../../../components/Refusal';

/**
 * A round's pairing: pair it, read the draft by name with rank, score, handicap and komi in score groups, swap two
 * players or set a board by hand with a reason, grant byes, publish. Once published the same edits are corrections
 * of the published round (with their reason), and the games of changed boards are void.
 */
export function Pairing(props: { event: TournamentView; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const n = props.round;
  const round = useLoad(() => api.round(id, n).catch((failure) => {
    if (failure?.problem?.code === 'round-not-found') return null;
    throw failure;
  }), [id, n]);
  const scores = useLoad(() => api.scores(id, n).catch(() => null), [id, n]);
  const reload = () => { round.reload(); scores.reload(); };
  const [done, setDone] = useState('');
  const [swapA, setSwapA] = useState('');
  const [swapB, setSwapB] = useState('');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [voidPlayed, setVoidPlayed] = useState(false);
  const [board, setBoard] = useState({ board: '', black: '', white: '', handicap: '0', komi: '' });
  const [byePlayer, setByePlayer] = useState('');
  const [why, setWhy] = useState<PairingWhy | null>(null);
  const [whyProblem, setWhyProblem] = useState<ApiProblem | string>('');
  const [swapWhy, setSwapWhy] = useState<{ before: PairingWhy[]; after: PairingWhy[] } | null>(null);

  // The table is drawn once the round and its scores are both in: drawn before the scores, its score groups (and the
  // board buttons in them) would be drawn again when they arrive, and a keyboard user's focus would be lost.
  const draft = scores.loaded ? round.value : null;
  const published = draft?.status === 'published';
  const pair = useAction((key: string) => api.pair(id, n, key));
  const publish = useAction((key: string) => api.publish(id, n, key));
  const edit = useAction((key: string, changes: BoardChange[], why: string) =>
    published ? api.correct(id, n, changes, why, voidPlayed, key) : api.adjust(id, n, changes, why, key));
  const bye = useAction((key: string, playerId: string, why: string) => api.bye(id, n, playerId, why, key));

  const seats = seatsByName(draft ?? null, props.event.players, compareNames);
  const boards = draft ? namedBoards(draft, props.event.players, scores.value?.scores ?? {}) : [];
  const scoreName = scores.value?.score === 'MMS' ? t('director.pairing.mms') : t('director.pairing.points');
  const nameOf = (pid: string) => props.event.players.find((p) => p.id === pid)?.name ?? pid;

  useEffect(() => { setWhy(null); setWhyProblem(''); }, [id, n]);
  const weighed = draft?.pairingSystem === 'mcmahon' || draft?.pairingSystem === 'swiss';

  /** Why the engine paired a board: its criteria, read for the pair as it sits. */
  async function explain(black: string, white: string) {
    setWhyProblem('');
    try {
      setWhy(await api.why(id, n, black, white));
    } catch (failure) {
      setWhy(null);
      setWhyProblem(failure instanceof ApiProblem ? failure : t('connection.retry'));
    }
  }

  /** Closes the panel and gives the focus back to the board's button it was opened from. */
  function closeWhy() {
    const board = why?.board;
    setWhy(null);
    if (board) document.querySelector<HTMLButtonElement>(`button.why-button[data-board="${board}"]`)?.focus();
  }

  // the boards a swap would change, weighed before and after (four small reads), once both players are chosen
  useEffect(() => {
    setSwapWhy(null);
    const changes = weighed && draft ? swapPlayers(draft.games, swapA, swapB) : null;
    if (!changes || !draft) return;
    let live = true;
    const before = changes.map((c) => draft.games.find((g) => g.board === c.board)!);
    Promise.all([...before, ...changes].map((p) => api.why(id, n, p.black, p.white)))
      .then((all) => live && setSwapWhy({ before: all.slice(0, before.length), after: all.slice(before.length) }))
      .catch(() => live && setSwapWhy(null));
    return () => { live = false; };
  }, [swapA, swapB, draft]);

  async function run<R>(action: Promise<R | undefined>, message: string) {
    if ((await action) !== undefined) {
      setDone(message);
      reload();
      return true;
    }
    return false;
  }

  async function swap(e: Event) {
    e.preventDefault();
    const changes = draft && swapPlayers(draft.games, swapA, swapB);
    if (!changes) return;
    if (await run(edit.go(changes, reasons['swap-reason'] ?? ''), t('director.pairing.swapped', { a: nameOf(swapA), b: nameOf(swapB) }))) {
      setSwapA(''); setSwapB(''); forget('swap-reason');
    }
  }

  async function setOne(e: Event) {
    e.preventDefault();
    const game = draft?.games.find((g) => g.board === Number(board.board));
    const change: BoardChange = {
      board: Number(board.board), black: board.black, white: board.white,
      handicap: Number(board.handicap || 0), komi: board.komi === '' ? game?.komi : Number(board.komi),
    };
    if (await run(edit.go([change], reasons['set-reason'] ?? ''), t('director.pairing.boardSet', { board: change.board }))) forget('set-reason');
  }

  const seatCell = (seat: Seat, colour: string) => (
    <td class="seat" data-label={colour}>
      <span class="name">{seat.name}</span> <span class="rank">{seat.rank}</span>
      {seat.score !== undefined && <span class="score" title={scoreName}> · {scoreText(seat.score)}</span>}
    </td>
  );
  const playerOptions = (
    <>
      <option value="">{t('director.pairing.choose')}</option>
      {seats.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.rank}){p.board ? ` · ${t('director.board')} ${p.board}` : ` · ${t('director.pairing.noBoard')}`}</option>)}
    </>
  );
  const reasonField = (fieldId: string) => (
    <Field id={fieldId} label={t('director.reason')} error={edit.fieldError('reason')}>
      <input {...described(fieldId, edit.fieldError('reason'))} required value={reasons[fieldId] ?? ''}
        onInput={(e) => setReasons({ ...reasons, [fieldId]: e.currentTarget.value })} />
    </Field>
  );
  const forget = (fieldId: string) => setReasons((r) => ({ ...r, [fieldId]: '' }));

  return (
    <>
      <div class="toolbar">
        <h2>{t('director.pairing.title', { round: n })}</h2>
        <RoundPicker id={id} screen="pairing" round={n} rounds={props.event.configuration?.rounds ?? 1} />
        {draft && (
          <p class="counts" role="status">
            {published ? t('director.pairing.published') : t('director.pairing.draft')} · {t('director.pairing.counts', { boards: draft.games.length, byes: draft.byes.length })}
          </p>
        )}
      </div>
      {done && <Notice kind="ok">{done}</Notice>}
      {[pair, publish, edit, bye].map((a, i) => a.problem && !a.problem.field && <Notice key={i} kind="error"><Refusal of={a.problem} /></Notice>)}
      {[pair, publish, edit, bye].some((a) => a.offline) && <Notice kind="error">{t('connection.retry')}</Notice>}
      {round.problem && <Notice kind="error"><Refusal of={round.problem} /></Notice>}

      {round.loaded && scores.loaded && round.value === null && !round.problem && (
        <section class="screen-part">
          <p>{t('director.pairing.none', { round: n })}</p>
          <button type="button" class="primary" disabled={pair.busy} onClick={() => run(pair.go(), t('director.pairing.paired', { round: n }))}>
            {t('director.pairing.pair', { round: n })}
          </button>
        </section>
      )}

      {draft && (
        <>
          <div class="actions">
            {!published && (
              <>
                <button type="button" class="primary" disabled={publish.busy} onClick={() => run(publish.go(), t('director.pairing.publishedNow', { round: n }))}>
                  {t('director.pairing.publish', { round: n })}
                </button>
                <button type="button" disabled={pair.busy} onClick={() => run(pair.go(), t('director.pairing.paired', { round: n }))}>
                  {t('director.pairing.pairAgain')}
                </button>
              </>
            )}
            <Link to={`/events/${id}/print/by-board/${n}`}>{t('director.print.byBoard')}</Link>
            <Link to={`/events/${id}/print/by-name/${n}`}>{t('director.print.byName')}</Link>
            {published && <Link to={`/events/${id}/results/${n}`}>{t('director.results.enter')}</Link>}
          </div>
          <div class="table-wrap" tabIndex={0} role="region" aria-label={t('director.pairing.title', { round: n })}>
            <table class="pairing folds">
              <caption class="visually-hidden">{t('director.pairing.title', { round: n })}</caption>
              <thead>
                <tr>
                  <th scope="col" class="num">{t('director.board')}</th>
                  {weighed && <th scope="col"><span class="visually-hidden">{t('director.pairing.why.action')}</span></th>}
                  <th scope="col">{t('director.black')}</th>
                  <th scope="col">{t('director.white')}</th><th scope="col" class="num">{t('director.handicap')}</th>
                  <th scope="col" class="num">{t('director.komi')}</th><th scope="col">{t('director.result')}</th>
                </tr>
              </thead>
              {scoreGroups(boards).map((group) => (
                <tbody key={`${group.group}-${group.boards[0].board}`}>
                  {group.group !== undefined && (
                    <tr class="group"><th scope="rowgroup" colSpan={weighed ? 7 : 6}>{t('director.pairing.group', { score: scoreText(group.group), name: scoreName })}</th></tr>
                  )}
                  {group.boards.map((b) => (
                    <tr key={b.board}>
                      <td class="num lead">{b.board}</td>
                      {weighed && (
                        <td class="buttons">
                          <button type="button" class="why-button" data-board={b.board} aria-expanded={why?.board === b.board}
                            aria-label={t('director.pairing.why.openBoard', { board: b.board })}
                            onClick={() => explain(b.black.id, b.white.id)}>
                            {t('director.pairing.why.open')}
                          </button>
                        </td>
                      )}
                      {seatCell(b.black, t('director.black'))}{seatCell(b.white, t('director.white'))}
                      <td class="num aside" data-label={t('director.handicap')}>{b.handicap}</td>
                      <td class="num aside" data-label={t('director.komi')}>{b.komi}</td>
                      <td class="result" data-label={t('director.result')}>{b.result ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {whyProblem && <Notice kind="error"><Refusal of={whyProblem} /></Notice>}
          {why && <WhyPanel why={why} first={nameOf(why.black)} second={nameOf(why.white)} onClose={closeWhy} />}
          {draft.byes.length > 0 && (
            <p><strong>{t('director.pairing.byes')}:</strong> {draft.byes.map((b) => `${nameOf(b.playerId)} (${byeKindName(b.kind)})`).join(', ')}</p>
          )}
          {draft.notes.map((note) => <p class="hint" key={note}>{note}</p>)}

          <h3>{published ? t('director.pairing.correctTitle') : t('director.pairing.editTitle')}</h3>
          {published && <p class="hint">{t('director.pairing.correctHint')}</p>}
          <form class="form inline" onSubmit={swap} aria-labelledby="swap-title">
            <h3 id="swap-title">{t('director.pairing.swap')}</h3>
            <Field id="swap-a" label={t('director.pairing.playerA')}>
              <select {...described('swap-a')} required value={swapA} onChange={(e) => setSwapA(e.currentTarget.value)}>{playerOptions}</select>
            </Field>
            <Field id="swap-b" label={t('director.pairing.playerB')}>
              <select {...described('swap-b')} required value={swapB} onChange={(e) => setSwapB(e.currentTarget.value)}>{playerOptions}</select>
            </Field>
            {swapWhy && <SwapWeightsPanel before={swapWhy.before} after={swapWhy.after} />}
            {reasonField('swap-reason')}
            {published && (
              <label class="check"><input type="checkbox" checked={voidPlayed} onChange={(e) => setVoidPlayed(e.currentTarget.checked)} /> {t('director.pairing.voidPlayed')}</label>
            )}
            <button type="submit" class="primary" disabled={edit.busy || !swapA || !swapB || swapA === swapB}>{t('director.pairing.swapButton')}</button>
          </form>

          <form class="form inline" onSubmit={setOne} aria-labelledby="board-title">
            <h3 id="board-title">{t('director.pairing.setBoard')}</h3>
            <Field id="set-board" label={t('director.board')} error={edit.fieldError('board')}>
              <input {...described('set-board', edit.fieldError('board'))} inputMode="numeric" required size={4} value={board.board}
                onInput={(e) => {
                  const game = draft.games.find((g) => g.board === Number(e.currentTarget.value));
                  setBoard(game ? { board: e.currentTarget.value, black: game.black, white: game.white, handicap: String(game.handicap), komi: String(game.komi) }
                    : { ...board, board: e.currentTarget.value });
                }} />
            </Field>
            <Field id="set-black" label={t('director.black')}>
              <select {...described('set-black')} required value={board.black} onChange={(e) => setBoard({ ...board, black: e.currentTarget.value })}>{playerOptions}</select>
            </Field>
            <Field id="set-white" label={t('director.white')}>
              <select {...described('set-white')} required value={board.white} onChange={(e) => setBoard({ ...board, white: e.currentTarget.value })}>{playerOptions}</select>
            </Field>
            <Field id="set-handicap" label={t('director.handicap')} error={edit.fieldError('handicap')}>
              <input {...described('set-handicap', edit.fieldError('handicap'))} inputMode="numeric" size={3} value={board.handicap} onInput={(e) => setBoard({ ...board, handicap: e.currentTarget.value })} />
            </Field>
            <Field id="set-komi" label={t('director.komi')} error={edit.fieldError('komi')}>
              <input {...described('set-komi', edit.fieldError('komi'))} inputMode="decimal" size={4} value={board.komi} onInput={(e) => setBoard({ ...board, komi: e.currentTarget.value })} />
            </Field>
            {reasonField('set-reason')}
            <button type="submit" class="primary" disabled={edit.busy}>{t('director.pairing.setButton')}</button>
          </form>

          {!published && (
            <form class="form inline" aria-labelledby="bye-title" onSubmit={async (e) => {
              e.preventDefault();
              if (await run(bye.go(byePlayer, reasons['bye-reason'] ?? ''), t('director.pairing.byeGranted', { name: nameOf(byePlayer) }))) { setByePlayer(''); forget('bye-reason'); }
            }}>
              <h3 id="bye-title">{t('director.pairing.bye')}</h3>
              <Field id="bye-player" label={t('director.player')} error={bye.fieldError('playerId')}>
                <select {...described('bye-player', bye.fieldError('playerId'))} required value={byePlayer} onChange={(e) => setByePlayer(e.currentTarget.value)}>{playerOptions}</select>
              </Field>
              {reasonField('bye-reason')}
              <button type="submit" disabled={bye.busy || !byePlayer}>{t('director.pairing.byeButton')}</button>
            </form>
          )}
        </>
      )}
    </>
  );
}
