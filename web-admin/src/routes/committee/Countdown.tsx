import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/i18n';

/** Seconds as m:ss (or h:mm:ss), without a sign. */
export function clock(seconds: number): string {
  const s = Math.abs(Math.trunc(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * The seconds left now, from the seconds the platform counted at its own clock when it answered and the time this
 * page has measured since (a monotonic clock): a wrong clock on this computer changes nothing.
 */
export function secondsLeftNow(secondsAtAnswer: number, answeredAt: number, now: number): number {
  return secondsAtAnswer - Math.floor((now - answeredAt) / 1000);
}

/**
 * A deadline counting down: the 15 minutes to appeal (Incheon 2013 arbitration art. 1.2), the half hour to rule (art. 3.2). Under
 * five minutes it turns urgent; past the deadline it counts the time over.
 */
export function Countdown(props: { secondsLeft: number; answeredAt: number; label: string; article?: string }) {
  const [now, setNow] = useState(performance.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const left = secondsLeftNow(props.secondsLeft, props.answeredAt, now);
  const state = left < 0 ? 'over' : left < 300 ? 'urgent' : 'running';
  const text = left < 0 ? t('committee.overdue', { time: clock(left) }) : t('committee.left', { time: clock(left) });
  return (
    <span class={`countdown countdown-${state}`} role="timer" aria-label={`${props.label}: ${text}`}>
      <strong>{text}</strong>
      {props.article && <span class="article"> · {props.article}</span>}
    </span>
  );
}
