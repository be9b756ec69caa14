import { describe, expect, it } from 'vitest';
import { minutesLeft, minutesSince } from '../src/routes/director/rounds/live';
import { currentRound } from '../src/routes/director/rounds/RoundScreen';

const at = Date.parse('2026-11-26T10:00:00Z');

describe('the round screens open on', () => {
  it('the last round paired, for the pairing', () => {
    expect(currentRound([{ round: 1, status: 'published' }, { round: 2, status: 'paired' }], false)).toBe(2);
  });

  it('the last round published, for results and the round in play', () => {
    expect(currentRound([{ round: 1, status: 'published' }, { round: 2, status: 'paired' }], true)).toBe(1);
  });

  it('round 1 when nothing is paired', () => {
    expect(currentRound([], false)).toBe(1);
  });
});

describe('the round in play', () => {
  it('counts whole minutes a clock has waited', () => {
    expect(minutesSince('2026-11-26T09:52:30Z', at)).toBe(7);
  });

  it('never counts a wait below zero', () => {
    expect(minutesSince('2026-11-26T10:01:00Z', at)).toBe(0);
  });

  it('counts the minutes left before a deadline, rounded up', () => {
    expect(minutesLeft('2026-11-26T10:14:10Z', at)).toBe(15);
  });

  it('counts a passed deadline as negative', () => {
    expect(minutesLeft('2026-11-26T09:58:00Z', at)).toBe(-2);
  });

  it('has no minutes left without a deadline', () => {
    expect(minutesLeft(undefined, at)).toBeUndefined();
  });
});
