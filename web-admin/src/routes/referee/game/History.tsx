import type { Game } from '../../../api/gameTypes';
import { attemptText, colourName } from '../../../components/gameWords';
import { t } from '../../../i18n/i18n';

/**
 * The game record, latest first: stones with their captures, passes, lost turns, and the illegal attempts the code
 * ruled on with both articles (the rule set's and the code's) and what the ruling cost.
 */
export function History(props: { game: Game }) {
  const { game } = props;
  type Line = { key: string; text: string; refused?: boolean };
  const lines: Line[] = [];
  const attempts = [...game.attempts];
  game.moves.forEach((m, i) => {
    attempts.filter((a) => a.afterMoves === i).forEach((a) => lines.push(attempt(a)));
    const colour = colourName(m.color);
    const text = m.kind === 'play'
      ? (m.captured.length ? t('referee.history.capture', { number: m.number, colour, point: m.point ?? '', captured: m.captured.join(', ') })
        : t('referee.history.play', { number: m.number, colour, point: m.point ?? '' }))
      : m.kind === 'turn-lost' ? t('referee.history.turnLost', { number: m.number, colour })
      : t('referee.history.pass', { number: m.number, colour });
    lines.push({ key: `m${i}`, text });
  });
  attempts.filter((a) => a.afterMoves >= game.moves.length).forEach((a) => lines.push(attempt(a)));

  function attempt(a: Game['attempts'][number]): Line {
    return { key: `a${a.afterMoves}${a.point}${a.at}`, refused: true, text: attemptText(a) };
  }

  return (
    <section class="panel" aria-labelledby="history-title">
      <h2 id="history-title">{t('referee.history.title', { count: game.moves.length })}</h2>
      {lines.length === 0 ? <p class="hint">{t('referee.history.empty')}</p> : (
        <ul class="history" tabIndex={0} aria-labelledby="history-title">
          {lines.slice().reverse().map((l) => <li key={l.key} class={l.refused ? 'refused' : undefined}>{l.text}</li>)}
        </ul>
      )}
    </section>
  );
}
