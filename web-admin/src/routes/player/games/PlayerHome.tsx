import { useEffect, useState } from 'preact/hooks';
import type { Judgment, Registration } from '../../../api/gameTypes';
import { Link } from '../../../components/Link';
import { Notice } from '../../../components/Notice';
import { colourName, statusText } from '../../../components/gameWords';
import { useAction, useLoad } from '../../../components/hooks';
import { useGamesApi } from '../../../components/live';
import { formatDateTime, formatTime, t, wordFor, type MessageKey } from '../../../i18n/i18n';
import { rulingName } from '../../../components/rulingName';
import { Refusal } from '../../../components/Refusal';

const PROTEST: Record<string, MessageKey> = {
  'protest-filed': 'player.protest.filed', 'protest-decided': 'player.protest.decided', 'protest-closed': 'player.protest.closed',
  'appeal-filed': 'player.protest.appealFiled', 'appeal-invalid': 'player.protest.appealInvalid',
  'appeal-ruled': 'player.protest.appealRuled',
};

/**
 * The player's screen, made for a phone: each tournament the account plays in, its games and pairings (the opponent,
 * the colour, the result or what waits for the player's confirmation), the referees' judgments a protest may still
 * contest (Incheon 2013 code art. 4.3), the protests about the player's games with the time left to appeal, and the rulings.
 */
export function PlayerHome() {
  const games = useGamesApi();
  const mine = useLoad(() => games.myGames(), []);
  useEffect(() => {
    const timer = setInterval(() => mine.reload(), 15_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <h1>{t('player.title')}</h1>
      {mine.problem && <Notice kind="error"><Refusal of={mine.problem} /></Notice>}
      {mine.offline && <Notice kind="error">{t('connection.lost')}</Notice>}
      {mine.value && mine.value.players.length === 0 && <p>{t('player.none')}</p>}
      {mine.value?.players.map((r) => <Tournament key={r.tournamentId + r.playerId} registration={r} changed={mine.reload} />)}
    </>
  );
}

function Tournament(props: { registration: Registration; changed: () => void }) {
  const r = props.registration;
  return (
    <section class="player-event" aria-labelledby={`t-${r.tournamentId}`}>
      <h2 id={`t-${r.tournamentId}`}>{r.tournament}</h2>
      <p class="lead">{t('player.as', { name: r.name, rank: r.rank })}{r.withdrawn && ` · ${t('player.withdrawn')}`}</p>
      <h3>{t('player.games')}</h3>
      {r.games.length === 0 && r.byes.length === 0 && <p class="hint">{t('player.noGames')}</p>}
      <ul class="player-games">
        {r.games.slice().reverse().map((g) => (
          <li key={`${g.round}-${g.board}`} class={g.proposed && !g.confirmedByPlayer ? 'needs-player' : undefined}>
            <p class="board-card-title">
              {g.gameId ? <Link to={`/player/games/${encodeURIComponent(g.gameId)}`}>{t('player.roundBoard', { round: g.round, board: g.board })}</Link>
                : t('player.roundBoard', { round: g.round, board: g.board })}
              <span class="status-word">{statusText(g.status)}</span>
            </p>
            <p><span class={`stone-dot stone-${g.colour}`} aria-hidden="true" />
              {t('player.against', { colour: colourName(g.colour), opponent: g.opponentName })}</p>
            {g.status === 'final' && <p><strong>{g.result}</strong>{g.resultText && ` · ${g.resultText}`}</p>}
            {g.proposed && !g.confirmedByPlayer && (
              <p class="flag">{t('player.toConfirm', { result: g.proposed.result })}</p>
            )}
          </li>
        ))}
        {r.byes.map((b) => <li key={`bye-${b.round}`}>{t('player.bye', { round: b.round, reason: b.reason })}</li>)}
      </ul>
      <Protestable registration={r} changed={props.changed} />
      <h3>{t('player.protests')}</h3>
      {r.protests.length === 0 ? <p class="hint">{t('player.noProtests')}</p> : (
        <ul class="protests">
          {r.protests.map((p) => (
            <li key={p.protestId}>
              <p>{t('player.protestLine', { round: p.round, board: p.board, complainant: p.complainant, judgment: p.judgment })}</p>
              <p><strong>{wordFor(PROTEST, p.status)}</strong>
                {p.protestDecision && ` · ${p.protestDecision}`}</p>
              {p.deadline && !p.deadlineMissed && p.status === 'protest-decided' && (
                <p class="flag">{t('player.appealUntil', { time: formatTime(p.deadline), article: p.deadlineArticle ?? '' })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('player.rulings')}</h3>
      {r.rulings.length === 0 ? <p class="hint">{t('player.noRulings')}</p> : (
        <ul class="rulings">
          {r.rulings.map((ruling) => (
            <li key={ruling.appealId}>
              <p>{t('player.rulingLine', { round: ruling.round, board: ruling.board, judgment: ruling.judgment })}</p>
              <p><strong>{rulingName(ruling.ruling)}</strong> · {formatDateTime(ruling.ruledAt)}</p>
              {ruling.notification && <p class="hint">{ruling.notification}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A referee's judgment on the player's game, and the protest a player files against it (Incheon 2013 arbitration art. 1.1). */
function Protestable(props: { registration: Registration; changed: () => void }) {
  const r = props.registration;
  const games = useGamesApi();
  const [open, setOpen] = useState<string | null>(null);
  const [filed, setFiled] = useState<string | null>(null);
  const file = useAction((key: string, j: Judgment) => games.fileProtest({ tournamentId: r.tournamentId, gameId: j.gameId,
    round: j.round, board: j.board, complainant: r.name, judgment: j.summary }, key));
  if (r.protestable.length === 0) return null;
  const id = (j: Judgment) => `${j.gameId}-${j.decisionId ?? j.at}`;
  // where the player's own protest of this judgment stands (the console files the judgment's summary), or undefined:
  // a second protest would put the same judgment twice before the referees, so the judgment shows it instead of the button
  const protested = (j: Judgment): string | undefined => r.protests.find((p) => p.gameId === j.gameId
    && p.complainant === r.name && p.judgment === j.summary)?.status ?? (filed === id(j) ? 'protest-filed' : undefined);
  return (
    <>
      <h3>{t('player.judgments')}</h3>
      <p class="hint">{t('player.judgmentsHint')}</p>
      {filed && <Notice kind="ok">{t('player.protestFiled')}</Notice>}
      <ul class="judgments">
        {r.protestable.map((j) => (
          <li key={id(j)}>
            <p>{t('player.judgmentLine', { round: j.round, board: j.board, summary: j.summary })}</p>
            {open === id(j) ? (
              <div class="confirm-box">
                <p>{t('player.protestConfirm', { name: r.name, summary: j.summary })}</p>
                <div class="actions">
                  <button type="button" class="primary" disabled={file.busy} onClick={async () => {
                    if (await file.go(j)) {
                      setOpen(null);
                      setFiled(id(j));
                      props.changed();
                    }
                  }}>{t('player.protestFile')}</button>
                  <button type="button" onClick={() => setOpen(null)}>{t('referee.dialog.cancel')}</button>
                </div>
                {file.problem && <Notice kind="error"><Refusal of={file.problem} /></Notice>}
              </div>
            ) : protested(j) ? (
              <p class="protested"><strong>{t('player.protested', { status: wordFor(PROTEST, protested(j)) })}</strong></p>
            ) : (
              <button type="button" onClick={() => setOpen(id(j))}>{t('player.protest')}</button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
