// A side of the game clock as it reads now: the platform's reading at `readAt` (ClockFace), run on by the time since
// for the side whose clock runs. The platform decides when a flag falls (flag check); this is what a board shows.
import type { ClockReading, TimeControl } from '../api/gameTypes';

/** What a clock shows at a moment. */
export interface ClockShown {
  /** Main time left, in milliseconds. */
  main: number;
  /** Byoyomi periods left (or Ing's exceedances still allowed plus one), when the system has periods. */
  periods?: number;
  /** Time left in the current period, or for the moves still due; in milliseconds. */
  period?: number;
  movesLeft?: number;
  /**
   * Ing's penalty points as the platform counted them. The additional time used is not shown: the platform's
   * reading does not give it, and a count from the last reading would start again at zero after every stop.
   */
  penaltyPoints?: number;
  expired: boolean;
}

/** Milliseconds of an ISO-8601 duration as the platform writes them ("PT1H2M3.5S", "PT0S"). */
export function millis(duration: string | null | undefined): number {
  if (!duration) return 0;
  const m = /^(-)?PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(duration);
  if (!m) return 0;
  const total = (Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] ? -total : total;
}

/** A reading run on by {@code elapsed} milliseconds of its side's clock. */
export function shown(reading: ClockReading, control: TimeControl, elapsed: number): ClockShown {
  let main = millis(reading.basicTimeLeft);
  let over = Math.max(0, elapsed - main);
  main = Math.max(0, main - elapsed);
  const period = millis(control.period);
  switch (control.kind) {
    case 'byoyomi':
    case 'ing-second-reading': {
      let periods = reading.periodsLeft ?? control.periods ?? 0;
      let left = reading.periodTimeLeft != null ? millis(reading.periodTimeLeft) : period;
      while (over > 0 && periods > 0) {
        const used = Math.min(over, left);
        left -= used;
        over -= used;
        if (left <= 0) {
          periods -= 1;
          left = period;
        }
      }
      const expired = reading.expired || periods <= 0;
      return { main, periods: Math.max(0, periods), period: expired ? 0 : left, expired };
    }
    case 'moves-in-period': {
      const left = (reading.periodTimeLeft != null ? millis(reading.periodTimeLeft) : period) - over;
      return { main, period: Math.max(0, left), movesLeft: reading.movesLeft ?? control.moves ?? undefined,
        expired: reading.expired || left <= 0 };
    }
    case 'ing-penalty-points':
      // the points themselves are the engine's (Ing 1991 art. 7 (1)): shown as the platform last read them
      return { main, penaltyPoints: reading.penaltyPoints ?? 0, expired: reading.expired };
    default:
      return { main, expired: reading.expired || (over > 0 && control.kind !== 'untimed') };
  }
}

/**
 * "1:05:09", "9:30", "0:07". Time left is rounded up to the second (a clock at 0:00 has run out); a time spent, such
 * as a lateness, is rounded down (`spent`), so that 16:04.6 late reads 16:04 as the platform's sentence says.
 */
export function clockText(ms: number, spent = false): string {
  const seconds = Math.max(0, spent ? Math.floor(ms / 1000) : Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
