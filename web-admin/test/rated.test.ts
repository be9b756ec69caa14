import { describe, expect, it } from 'vitest';
import type { RatedPlayer } from '../src/api/types';
import { registrationForm } from '../src/routes/director/players/rated';

const found = (list: string, memberships: Record<string, string>, country: string, rank: string | null): RatedPlayer => ({
  file: 'list.txt', list, id: Object.values(memberships)[0] ?? '', familyName: 'EVAIN', givenName: 'Andéol',
  name: 'EVAIN Andéol', rank, rating: 2229, listed: '179', club: '31To', country, lastRated: null, memberships,
  held: null, basis: null,
});

describe('a player found in a rating list fills the registration form', () => {
  it('with name, rank, club, country and the list\'s id', () => {
    expect(registrationForm(found('ffg', { ffg: '1100278' }, 'FR', '2d'))).toEqual({
      name: 'EVAIN Andéol', rank: '2d', club: '31To', country: 'FR', egf: '', ffg: '1100278', aga: '',
    });
  });

  it('without the AGA list\'s state, which is no country', () => {
    expect(registrationForm(found('aga', { aga: '17452' }, 'ND', '6k')).country).toBe('');
  });

  it('with no rank when the list gives none', () => {
    expect(registrationForm(found('aga', { aga: '12767' }, 'SC', null)).rank).toBe('');
  });
});
