import type { PairingWhy, WhyComponent } from '../../../api/types';
import type { MessageKey } from '../../../i18n/i18n';

/** One line of "why this pairing": the criterion's name and what it read, as message keys with their values. */
export interface WhyLine {
  criterion: WhyComponent['criterion'];
  name: MessageKey;
  fact: MessageKey;
  params: Record<string, string | number>;
  /** The seeding system's name, for the seeding line's {system}. */
  system?: MessageKey;
  /** How the criterion judged the pair: at its best, a cost against its best, or a penalty. */
  verdict: 'best' | 'cost' | 'neutral';
}

const NAMES: Record<WhyComponent['criterion'], MessageKey> = {
  'avoid-rematch': 'director.pairing.why.criterion.avoidRematch',
  'score-difference': 'director.pairing.why.criterion.scoreDifference',
  geography: 'director.pairing.why.criterion.geography',
  'draw-up-down': 'director.pairing.why.criterion.drawUpDown',
  seeding: 'director.pairing.why.criterion.seeding',
  'colour-balance': 'director.pairing.why.criterion.colourBalance',
};

const SEEDINGS: Record<string, MessageKey> = {
  'split-and-fold': 'director.pairing.why.seeding.fold',
  'split-and-slip': 'director.pairing.why.seeding.slip',
  'split-and-random': 'director.pairing.why.seeding.random',
};

/** The message key of a seeding system's name (split and fold, slip, random). */
export function seedingName(code: string): MessageKey {
  return SEEDINGS[code] ?? 'director.pairing.why.seeding.fold';
}

/**
 * The lines of the pair's explanation, highest priority first; {@code first} and {@code second} are the names of the
 * players the request named black and white (the engine's facts ...First and ...Second).
 */
export function whyLines(why: PairingWhy, first: string, second: string): WhyLine[] {
  return [...why.components].sort((a, b) => a.priority - b.priority).map((c) => line(c, first, second));
}

function line(c: WhyComponent, first: string, second: string): WhyLine {
  const f = c.facts;
  const name = NAMES[c.criterion];
  const at = (fact: MessageKey, params: Record<string, string | number>, verdict: WhyLine['verdict']): WhyLine =>
    ({ criterion: c.criterion, name, fact, params, verdict });
  switch (c.criterion) {
    case 'avoid-rematch': {
      const rounds = (f.metInRounds as number[] | undefined) ?? [];
      return f.metBefore
        ? at('director.pairing.why.fact.rematch', { rounds: rounds.join(', ') }, 'cost')
        : at('director.pairing.why.fact.neverMet', {}, 'best');
    }
    case 'score-difference': {
      const gap = Number(f.groupGap);
      const params = { first, second, a: Number(f.scoreFirst), b: Number(f.scoreSecond), gap };
      return gap === 0 ? at('director.pairing.why.fact.sameScore', params, 'best')
        : at('director.pairing.why.fact.scoreGap', params, 'cost');
    }
    case 'geography': {
      if (f.waivedAtTheBar) return at('director.pairing.why.fact.atTheBar', {}, 'neutral');
      const params = { club: String(f.clubFirst), country: String(f.countryFirst) };
      if (f.sameClub && f.sameCountry) return at('director.pairing.why.fact.sameClubAndCountry', params, c.weight < 0 ? 'cost' : 'neutral');
      if (f.sameClub) return at('director.pairing.why.fact.sameClub', params, c.weight < 0 ? 'cost' : 'neutral');
      if (f.sameCountry) return at('director.pairing.why.fact.sameCountry', params, c.weight < 0 ? 'cost' : 'neutral');
      return at('director.pairing.why.fact.elsewhere', {}, 'best');
    }
    case 'draw-up-down': {
      if (Number(f.groupGap) === 0) return at('director.pairing.why.fact.noDraw', {}, 'best');
      const downIsFirst = f.drawnDown === 'first';
      const suffix = downIsFirst ? ['First', 'Second'] : ['Second', 'First'];
      return at('director.pairing.why.fact.drawn', {
        down: downIsFirst ? first : second, up: downIsFirst ? second : first,
        downBefore: Number(f[`drawnDown${suffix[0]}`]), upBefore: Number(f[`drawnUp${suffix[1]}`]),
      }, 'cost');
    }
    case 'seeding':
      if (!f.sameGroup) return at('director.pairing.why.fact.seedingOff', {}, 'neutral');
      return {
        ...at('director.pairing.why.fact.seeding', {
          a: Number(f.positionFirst), b: Number(f.positionSecond), size: Number(f.groupSizeFirst),
          share: Math.round(c.steps * 100),
        }, c.steps >= 0.999 ? 'best' : 'cost'),
        system: seedingName(String(f.seeding)),
      };
    case 'colour-balance':
      return at('director.pairing.why.fact.colours', {
        first, second, a: signed(Number(f.balanceFirst)), b: signed(Number(f.balanceSecond)),
      }, c.steps >= 0.999 ? 'best' : 'neutral');
  }
}

/** A colour balance as the director reads it: +1 (one White more), -1, 0. */
function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The pairs before and after a swap, side by side: which the engine prefers, and how each criterion moves. */
export interface SwapWeights {
  before: number;
  after: number;
  /** The engine's preference: the heavier pairing wins (more rematches avoided first, then the other criteria). */
  prefers: 'before' | 'after' | 'equal';
  rows: { criterion: WhyComponent['criterion']; name: MessageKey; before: number; after: number }[];
}

/** The weights of the boards a swap changes, before and after (each a list of pairs' explanations). */
export function swapWeights(before: PairingWhy[], after: PairingWhy[]): SwapWeights {
  const total = (pairs: PairingWhy[]) => pairs.reduce((sum, p) => sum + p.weight, 0);
  const steps = (pairs: PairingWhy[], criterion: WhyComponent['criterion']) =>
    pairs.reduce((sum, p) => sum + (p.components.find((c) => c.criterion === criterion)?.steps ?? 0), 0);
  const criteria = (before[0] ?? after[0])?.components.map((c) => c.criterion) ?? [];
  const b = total(before);
  const a = total(after);
  return {
    before: b, after: a, prefers: a === b ? 'equal' : a > b ? 'after' : 'before',
    rows: criteria.map((criterion) => ({ criterion, name: NAMES[criterion], before: steps(before, criterion), after: steps(after, criterion) })),
  };
}
