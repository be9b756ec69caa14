import { describe, expect, it } from 'vitest';
import { clock, secondsLeftNow } from '../src/routes/committee/Countdown';
import { tally } from '../src/routes/committee/Deliberation';
import { disputedLine } from '../src/routes/committee/Evidence';
import { articleOf, summaryOf } from '../src/routes/auditor/auditing';

describe('the countdown', () => {
  it('writes minutes and seconds under an hour', () => {
    expect(clock(14 * 60 + 5)).toBe('14:05');
  });

  it('writes hours past an hour', () => {
    expect(clock(3600 + 62)).toBe('1:01:02');
  });

  it('counts from the platform\'s seconds and the time measured here, not this computer\'s clock', () => {
    expect(secondsLeftNow(900, 10_000, 10_000 + 61_500)).toBe(839);
  });
});

describe('the votes counted (Incheon 2013 arbitration art. 3.6)', () => {
  it('finds the majority of three present at two', () => {
    const count = tally([{ decision: 'overrule' }, { decision: 'UPHOLD' }, { decision: 'overrule' }], 3);
    expect([count.majority, count.needed]).toEqual(['overrule', 2]);
  });

  // whether a vote is tied is the platform's (AppealRules.tied, AppealView.referredToTechnicalDelegate), not counted here
});

describe('the disputed moment', () => {
  const moves = [
    { number: 1, color: 'BLACK' as const, kind: 'move', point: 'D4', captured: [], at: '2026-05-02T09:30:00Z' },
    { number: 2, color: 'WHITE' as const, kind: 'move', point: 'Q16', captured: [], at: '2026-05-02T09:31:00Z' },
    { number: 3, color: 'BLACK' as const, kind: 'move', point: 'C3', captured: [], at: '2026-05-02T09:33:00Z' },
  ];

  it('is the last move played at or before the protest', () => {
    expect(disputedLine(moves, '2026-05-02T09:32:10Z')).toBe(2);
  });

  it('is none when the protest came before the first move', () => {
    expect(disputedLine(moves, '2026-05-02T09:29:00Z')).toBeUndefined();
  });
});

describe('a timeline line', () => {
  const entry = { sequence: 7, type: 'WarningIssued', at: '2026-05-02T09:30:00Z', by: 'han',
    payload: { tournamentId: 't', gameId: 'g', color: 'BLACK', article: 'Incheon 2013 code art. 5.3', note: 'x'.repeat(80) } };

  it('shows the article the event cites', () => {
    expect(articleOf(entry)).toBe('Incheon 2013 code art. 5.3');
  });

  it('summarises the payload without ids and cuts long texts', () => {
    expect(summaryOf(entry)).toBe(`color: BLACK · note: ${'x'.repeat(57)}…`);
  });
});

describe('a timeline line without an opinion', () => {
  it('leaves the empty member out', () => {
    expect(summaryOf({ sequence: 1, type: 'VoteCast', at: '', by: 'wang', payload: { member: 'wang', opinion: '' } }))
      .toBe('member: wang');
  });
});
