import { useEffect, useState } from 'preact/hooks';
import type { ClockFace, Colour } from '../api/gameTypes';
import { formatTime, t, type MessageKey } from '../i18n/i18n';
import { clockText, millis, shown } from './clockTime';

const PHASE: Record<ClockFace['phase'], MessageKey> = {
  ready: 'referee.clock.ready', running: 'referee.clock.running', suspended: 'referee.clock.suspended', 'flag-fallen': 'referee.clock.flagFallen',
  ended: 'referee.clock.ended',
};

/**
 * Both sides of a game clock, from the platform's face: main time, byoyomi periods, moves due, Ing's penalty points,
 * the running side's time ticking. Names are the players' (with their colour).
 */
export function Clock(props: { face: ClockFace; black: string; white: string }) {
  const { face } = props;
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!face.running || face.paused) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [face.running, face.paused, face.readAt]);
  const readAt = face.readAt ? Date.parse(face.readAt) : now;

  const side = (colour: Colour, name: string) => {
    const reading = colour === 'black' ? face.black : face.white;
    const runs = face.running === colour && !face.paused;
    const s = shown(reading, face.timeControl, runs ? Math.max(0, now - readAt) : 0);
    const arrival = colour === 'black' ? face.blackArrival : face.whiteArrival;
    return (
      <div class={`clock-side clock-${colour}` + (runs ? ' clock-runs' : '') + (s.expired ? ' clock-expired' : '')}>
        <p class="clock-name"><span class={`stone-dot stone-${colour}`} aria-hidden="true" />{name}
          {runs && <span class="clock-tag">{t('referee.clock.toPlay')}</span>}</p>
        <p class="clock-main" aria-label={t('referee.clock.mainLeft', { time: clockText(s.main) })}>{clockText(s.main)}</p>
        {s.periods !== undefined && (
          <p class="clock-extra">{t('referee.clock.periods', { periods: s.periods, time: clockText(s.period ?? 0) })}</p>
        )}
        {s.movesLeft !== undefined && s.periods === undefined && (
          <p class="clock-extra">{t('referee.clock.moves', { moves: s.movesLeft, time: clockText(s.period ?? 0) })}</p>
        )}
        {s.penaltyPoints !== undefined && (
          <p class="clock-extra">{t('referee.clock.penalty', { points: s.penaltyPoints })}</p>
        )}
        {s.expired && <p class="clock-extra error">{t('referee.clock.expired')}</p>}
        {arrival && (
          <p class={'clock-extra' + (arrival.forfeits ? ' error' : '')}>
            {arrival.forfeits
              ? t('referee.clock.arrivedForfeits', { lateness: clockText(millis(arrival.lateness), true) })
              : t('referee.clock.arrived', {
                lateness: clockText(millis(arrival.lateness), true), deduction: clockText(millis(arrival.deduction), true),
              })}
            {' · '}<span class="article">{arrival.article}</span>
          </p>
        )}
      </div>
    );
  };

  return (
    <section class="clock" aria-label={t('referee.clock.title')}>
      {side('black', props.black)}
      {side('white', props.white)}
      <p class="clock-phase">
        {t(PHASE[face.phase])}
        {face.flagFallsAt && face.running && !face.paused && ` · ${t('referee.clock.flagAt', { time: formatTime(face.flagFallsAt) })}`}
      </p>
    </section>
  );
}

