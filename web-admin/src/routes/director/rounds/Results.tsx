import { Fragment } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { newKey } from '../../../api/client';
import { ApiProblem, Offline } from '../../../api/problem';
import type { TournamentView } from '../../../api/types';
import { described, Field } from '../../../components/Field';
import { Link } from '../../../components/Link';
import { Notice } from '../../../components/Notice';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { t } from '../../../i18n/i18n';
import { type Entry, parseEntry } from './entry';
import { useTournamentStream } from './live';
import { namedBoards } from './pairing';
import { RoundPicker } from './RoundPicker';
import { Refusal } from '../../../components/Refusal';

/** What happened to a board's entry: sent, recorded, or refused with the platform's sentence (a conflict is never overwritten). */
type Mark = { state: 'sending' | 'recorded' | 'refused' | 'offline'; result: string; refusal?: ApiProblem; key: string };

/**
 * The results grid: type the board number then the result (`12b` Enter), one request per board. A board whose game
 * proposed another result, or that has another result already, is flagged on its row with the platform's sentence;
 * a recorded result changes only through a correction with its reason. Entries typed before the round has loaded
 * wait and are sent once it has (nothing typed is lost on a slow connection); the grid follows the tournament's event
 * stream, so results recorded elsewhere (another desk, a referee's slip, a game ending) appear without a reload.
 */
export function Results(props: { event: TournamentView; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const n = props.round;
  const round = useLoad(() => api.round(id, n), [id, n]);
  const [line, setLine] = useState('');
  const [lineError, setLineError] = useState('');
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const [waiting, setWaiting] = useState<Extract<Entry, { board: number }>[]>([]);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [correction, setCorrection] = useState({ result: '', reason: '' });
  const input = useRef<HTMLInputElement>(null);
  const correct = useAction((key: string, board: number, result: string, reason: string) => api.correctResult(id, n, board, result, reason, key));

  const boards = round.value ? namedBoards(round.value, props.event.players) : [];
  const entered = boards.filter((b) => b.result).length;
  useTournamentStream(id, () => round.reload());

  useEffect(() => {
    if (!round.value || waiting.length === 0) return;
    const typed = waiting;
    setWaiting([]);
    typed.forEach((entry) => accept(entry.board, entry.result));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round.value, waiting]);

  async function send(board: number, result: string) {
    const previous = marks[board];
    // the same entry sent again (after a lost connection) keeps its key, so the platform records it once
    const key = previous && previous.result === result && previous.state === 'offline' ? previous.key : newKey();
    setMarks((m) => ({ ...m, [board]: { state: 'sending', result, key } }));
    try {
      await api.record(id, n, board, result, key);
      setMarks((m) => ({ ...m, [board]: { state: 'recorded', result, key } }));
      round.reload();
    } catch (failure) {
      if (failure instanceof ApiProblem) {
        setMarks((m) => ({ ...m, [board]: { state: 'refused', result, key, refusal: failure } }));
      } else if (failure instanceof Offline) {
        setMarks((m) => ({ ...m, [board]: { state: 'offline', result, key } }));
      } else {
        throw failure;
      }
    }
  }

  function submit(e: Event) {
    e.preventDefault();
    const entry = parseEntry(line);
    if ('error' in entry) {
      setLineError(entry.error === 'board' ? t('director.results.badBoard') : t('director.results.badResult'));
      return;
    }
    setLineError('');
    setLine('');
    if (round.value) accept(entry.board, entry.result);
    else setWaiting((w) => [...w, entry]);
    input.current?.focus();
  }

  /** Sends an entry for a board of the round shown; an entry for a board the round does not have is left on the line. */
  function accept(board: number, result: string) {
    if (!boards.some((b) => b.board === board)) {
      setLine(`${board}${result}`);
      setLineError(t('director.results.noSuchBoard', { board }));
      return;
    }
    send(board, result);
  }

  async function sendCorrection(e: Event, board: number) {
    e.preventDefault();
    if (await correct.go(board, correction.result, correction.reason)) {
      setCorrecting(null);
      setCorrection({ result: '', reason: '' });
      setMarks((m) => ({ ...m, [board]: { state: 'recorded', result: correction.result, key: newKey() } }));
      round.reload();
    }
  }

  return (
    <>
      <div class="toolbar">
        <h2>{t('director.results.title', { round: n })}</h2>
        <RoundPicker id={id} screen="results" round={n} rounds={props.event.configuration?.rounds ?? 1} />
        {round.value && <p class="counts" role="status">{t('director.results.counts', { entered, boards: boards.length })}</p>}
        {waiting.length > 0 && <p class="counts" role="status">{t('director.results.waiting', { count: waiting.length })}</p>}
      </div>
      {round.problem && <Notice kind="error"><Refusal of={round.problem} /></Notice>}
      <form class="form inline entry" onSubmit={submit}>
        <Field id="entry" label={t('director.results.entry')} hint={t('director.results.entryHint')} error={lineError || undefined}>
          <input ref={input} {...described('entry', lineError || undefined, 'x')} autocomplete="off" autocapitalize="off" spellcheck={false}
            class="entry-line" value={line} onInput={(e) => setLine(e.currentTarget.value)} />
        </Field>
        <button type="submit" class="primary">{t('director.results.record')}</button>
        <Link to={`/events/${id}/print/slips/${n}`}>{t('director.print.slips')}</Link>
      </form>
      <div class="table-wrap" tabIndex={0} role="region" aria-label={t('director.results.title', { round: n })}>
        <table class="results folds">
          <caption class="visually-hidden">{t('director.results.title', { round: n })}</caption>
          <thead>
            <tr>
              <th scope="col" class="num">{t('director.board')}</th><th scope="col">{t('director.result')}</th>
              <th scope="col">{t('director.black')}</th><th scope="col">{t('director.white')}</th>
              <th scope="col">{t('director.results.state')}</th>
            </tr>
          </thead>
          <tbody>
            {boards.map((b) => {
              const mark = marks[b.board];
              return (
                <Fragment key={b.board}>
                  <tr id={`board-${b.board}`} class={mark?.state === 'refused' ? 'flagged' : b.result ? 'done' : ''}>
                    <td class="num lead">{b.board}</td>
                    <td class="result" data-label={t('director.result')}>{b.result ?? ''}</td>
                    <td class="seat" data-label={t('director.black')}>{b.black.name} <span class="rank">{b.black.rank}</span></td>
                    <td class="seat" data-label={t('director.white')}>{b.white.name} <span class="rank">{b.white.rank}</span></td>
                    <td class="entry-state">
                      {mark?.state === 'sending' && <span>{t('director.results.sending')}</span>}
                      {mark?.state === 'offline' && <span class="error">{t('director.results.offline', { result: mark.result })}</span>}
                      {mark?.state === 'refused' && (
                        <span class="error" role="alert">{t('director.results.refused', { board: b.board, result: mark.result })} {mark.refusal && <Refusal of={mark.refusal} />}</span>
                      )}
                      {b.result && (
                        <button type="button" class="small" aria-expanded={correcting === b.board}
                          aria-label={t('director.results.correctBoard', { board: b.board })}
                          onClick={() => { setCorrecting(correcting === b.board ? null : b.board); setCorrection({ result: '', reason: '' }); }}>
                          {t('director.results.correct')}
                        </button>
                      )}
                      {mark?.state === 'offline' && (
                        <button type="button" class="small" onClick={() => send(b.board, mark.result)}>{t('director.results.retry')}</button>
                      )}
                    </td>
                  </tr>
                  {correcting === b.board && (
                    <tr class="correcting">
                      <td colSpan={5}>
                        <form class="inline" onSubmit={(e) => sendCorrection(e, b.board)}>
                          <Field id="correct-result" label={t('director.results.newResult', { board: b.board })} error={correct.fieldError('result')}>
                            <input {...described('correct-result', correct.fieldError('result'))} required size={8} value={correction.result}
                              onInput={(e) => setCorrection({ ...correction, result: e.currentTarget.value })} />
                          </Field>
                          <Field id="correct-reason" label={t('director.reason')} error={correct.fieldError('reason')}>
                            <input {...described('correct-reason', correct.fieldError('reason'))} required value={correction.reason}
                              onInput={(e) => setCorrection({ ...correction, reason: e.currentTarget.value })} />
                          </Field>
                          <button type="submit" class="primary" disabled={correct.busy}>{t('director.results.correctButton')}</button>
                        </form>
                        {correct.problem && !correct.problem.field && <p class="error" role="alert"><Refusal of={correct.problem} /></p>}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
