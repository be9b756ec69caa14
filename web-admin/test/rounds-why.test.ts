import { describe, expect, it } from 'vitest';
import type { PairingWhy, WhyComponent } from '../src/api/types';
import { format } from '../src/i18n/i18n';
import en from '../src/i18n/messages/en.json';
import { swapWeights, whyLines } from '../src/routes/director/rounds/why';

const component = (criterion: WhyComponent['criterion'], priority: number, steps: number, facts: WhyComponent['facts']): WhyComponent =>
  ({ criterion, priority, weight: steps * 1000, step: 1000, steps, facts });

/** Round 3: Lee (2 wins) and Cho (1 win) met in round 1; both of Seoul, Korea; Lee had White twice, Cho Black once. */
const rematch: PairingWhy = {
  round: 3, status: 'paired', black: 'lee', white: 'cho', weight: 100, engineBlack: 'lee', handicap: 0,
  components: [
    component('colour-balance', 6, 1, { balanceFirst: 2, balanceSecond: -1 }),
    component('avoid-rematch', 1, 0, { metBefore: true, metInRounds: [1] }),
    component('score-difference', 2, 4095, { scoreFirst: 2, scoreSecond: 1, groupFirst: 2, groupSecond: 1, groupGap: 1 }),
    component('geography', 3, -0.75, { sameClub: true, sameCountry: true, clubFirst: 'Seoul', clubSecond: 'Seoul', countryFirst: 'KR', countrySecond: 'KR', waivedAtTheBar: false }),
    component('draw-up-down', 4, 2.5, { groupGap: 1, drawnDown: 'first', drawnUpFirst: 0, drawnDownFirst: 1, drawnUpSecond: 2, drawnDownSecond: 0 }),
    component('seeding', 5, 0, { sameGroup: false, seeding: 'split-and-fold', positionFirst: 1, positionSecond: 4, groupSizeFirst: 2, groupSizeSecond: 6 }),
  ],
};

/** The line as the reader sees it in English: "Name: fact". */
const english = (why: PairingWhy) => whyLines(why, 'Lee', 'Cho').map((line) =>
  `${en[line.name]}: ${format(en[line.fact], line.system ? { ...line.params, system: en[line.system] } : line.params)}`);

describe('why this pairing', () => {
  it('reads a rematch, a score gap, club-mates, a draw down and the colours in priority order', () => {
    expect(english(rematch)).toEqual([
      'No rematch: They already met in round 1: a rematch, chosen only when no pairing without one exists.',
      'Score difference: Lee has 2, Cho 1: 1 score group(s) apart.',
      'Club and country: Same club (Seoul) and same country (KR).',
      'Drawn up and down: Lee is drawn down (down 1 times before), Cho drawn up (up 2 times before).',
      'Seeding in the group: Different score groups: seeding does not apply.',
      'Colour balance: White minus Black so far: Lee +2, Cho -1.',
    ]);
  });

  it('marks what costs and what is at its best', () => {
    expect(whyLines(rematch, 'Lee', 'Cho').map((l) => l.verdict)).toEqual(['cost', 'cost', 'cost', 'cost', 'neutral', 'best']);
  });

  it('names the seeding system and how close the pair is to its ideal', () => {
    const seeded: PairingWhy = { ...rematch, components: [component('seeding', 5, 0.75,
      { sameGroup: true, seeding: 'split-and-slip', positionFirst: 1, positionSecond: 4, groupSizeFirst: 4, groupSizeSecond: 4 })] };
    expect(english(seeded)).toEqual(['Seeding in the group: Split and slip: places 1 and 4 of 4 in the group (75 % of the ideal pair).']);
  });

  it('says when the bar waives club and country', () => {
    const atTheBar: PairingWhy = { ...rematch, components: [component('geography', 3, 0,
      { sameClub: true, sameCountry: true, clubFirst: 'Seoul', countryFirst: 'KR', waivedAtTheBar: true })] };
    expect(english(atTheBar)).toEqual(['Club and country: At the McMahon bar: club and country are not considered.']);
  });
});

describe('a swap weighed before and after', () => {
  const pair = (weight: number, rematchSteps: number, scoreSteps: number): PairingWhy => ({
    ...rematch, weight, components: [component('avoid-rematch', 1, rematchSteps, {}), component('score-difference', 2, scoreSteps, {})],
  });

  it('prefers the boards as they are when the swap brings a rematch', () => {
    const weights = swapWeights([pair(10, 1, 4096), pair(10, 1, 4096)], [pair(9, 0, 4096), pair(10, 1, 4095)]);
    expect(weights.prefers).toBe('before');
    expect(weights.rows.map((r) => [r.criterion, r.after - r.before])).toEqual([['avoid-rematch', -1], ['score-difference', -1]]);
  });

  it('prefers the swap when it weighs more', () => {
    expect(swapWeights([pair(10, 1, 4095)], [pair(11, 1, 4096)]).prefers).toBe('after');
  });
});
