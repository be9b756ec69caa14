import { describe, expect, it } from 'vitest';
import { clockText, millis, shown } from '../src/components/clockTime';

const BYOYOMI = { kind: 'byoyomi', basicTime: 'PT1H', periods: 3, period: 'PT30S' };

describe('durations', () => {
  it('reads hours, minutes and fractional seconds', () => {
    expect(millis('PT1H2M3.5S')).toBe(3_723_500);
  });

  it('writes minutes and seconds, and hours only when there are some', () => {
    expect(clockText(570_000)).toBe('9:30');
    expect(clockText(3_909_000)).toBe('1:05:09');
  });

  it('rounds time left up and time spent down', () => {
    expect(clockText(millis('PT16M4.622S'))).toBe('16:05');
    expect(clockText(millis('PT16M4.622S'), true)).toBe('16:04');
  });
});

describe('a running byoyomi clock', () => {
  it('spends main time first', () => {
    const s = shown({ basicTimeLeft: 'PT10S', expired: false }, BYOYOMI, 4_000);
    expect(s.main).toBe(6_000);
    expect(s.periods).toBe(3);
  });

  it('uses up a period when main time is gone and a period passes', () => {
    const s = shown({ basicTimeLeft: 'PT0S', periodsLeft: 3, periodTimeLeft: 'PT30S', expired: false }, BYOYOMI, 31_000);
    expect(s.periods).toBe(2);
    expect(s.period).toBe(29_000);
  });

  it('has expired when the last period is used up', () => {
    const s = shown({ basicTimeLeft: 'PT0S', periodsLeft: 1, periodTimeLeft: 'PT5S', expired: false }, BYOYOMI, 6_000);
    expect(s.expired).toBe(true);
  });
});

describe('an Ing clock past its basic time', () => {
  const ING = { kind: 'ing-penalty-points', basicTime: 'PT60M' };

  it('shows the penalty points the platform counted, never its own', () => {
    expect(shown({ basicTimeLeft: 'PT0S', penaltyPoints: 2, expired: false }, ING, 11 * 60_000).penaltyPoints).toBe(2);
  });
});
