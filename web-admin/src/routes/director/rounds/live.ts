import { useEffect, useRef, useState } from 'preact/hooks';
import { pathOf } from '../../../api/endpoints';

/** The tournament stream's event names that change what the round in play shows (TournamentChanges). */
export const ROUND_CHANGES = ['standings', 'round', 'game', 'board', 'docket'] as const;

/**
 * Follows the platform's event stream of a tournament (server-sent events) and calls `changed` at most once per
 * `quietMs` however many events arrive; says whether the stream is connected. The browser reconnects by itself.
 */
export function useTournamentStream(id: string, changed: () => void, quietMs = 500,
  open: (url: string) => EventSource = (url) => new EventSource(url, { withCredentials: true })): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(changed);
  latest.current = changed;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = open(pathOf('stream', { id }));
    let timer: ReturnType<typeof setTimeout> | null = null;
    const nudge = () => {
      if (timer) return;
      timer = setTimeout(() => { timer = null; latest.current(); }, quietMs);
    };
    source.addEventListener('connected', () => setLive(true));
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    ROUND_CHANGES.forEach((name) => source.addEventListener(name, nudge));
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, [id]);
  return live;
}

/** Minutes from a moment to now, rounded down, never negative: how long a clock has waited for a player. */
export function minutesSince(iso: string | undefined, now: number): number {
  if (!iso) return 0;
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60000));
}

/** Minutes left before a deadline, rounded up; negative once it has passed. */
export function minutesLeft(iso: string | undefined, now: number): number | undefined {
  if (!iso) return undefined;
  return Math.ceil((Date.parse(iso) - now) / 60000);
}
