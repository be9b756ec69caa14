import { describe, expect, it } from 'vitest';
import type { Ban, SanctionDecided, SanctionRecommended } from '../src/api/arbitration';
import { conductForm, conductQuery, conductSearch, isEmpty } from '../src/routes/auditor/conduct';
import { awaitingDecision, banAfter, banFromSearch, banSearch, bansMatching, recommendationsOf, sanctionKey } from '../src/routes/committee/sanctions';

const recommended = (against: string, sanction: SanctionRecommended['sanction']): SanctionRecommended => ({
  against, sanction, reasons: 'disregarded the ruling', article: 'Incheon 2013 arbitration art. 2.6', by: 'wang', at: '2026-05-02T10:00:00Z',
});
const decided = (recommendation: number, accepted: boolean): SanctionDecided => ({
  recommendation, against: 'Lee Sedol', sanction: 'DISQUALIFICATION', accepted, playerId: accepted ? 'p1' : undefined,
  reasons: 'confirmed', article: 'Incheon 2013 arbitration art. 2.6', by: 'td-park', at: '2026-05-02T10:05:00Z',
});

describe('the recommendations of an appeal', () => {
  const appeal = {
    sanctionsRecommended: [recommended('Coach Yang', 'WARNING'), recommended('Lee Sedol', 'DISQUALIFICATION')],
    sanctionDecisions: [decided(2, true)],
  };

  it('are numbered from one, as the platform counts them', () => {
    expect(recommendationsOf(appeal).map((l) => l.number)).toEqual([1, 2]);
  });

  it('carry the decision made on them', () => {
    expect(recommendationsOf(appeal)[1].decision?.by).toBe('td-park');
  });

  it('leave waiting only those without a decision', () => {
    expect(awaitingDecision(appeal).map((l) => l.recommendation.against)).toEqual(['Coach Yang']);
  });

  it('are none on an appeal without any', () => {
    expect(recommendationsOf({})).toEqual([]);
  });
});

describe('a sanction named', () => {
  it('reads the answer\'s spelling and the body\'s alike', () => {
    expect([sanctionKey('PUBLIC_REPRIMAND'), sanctionKey('public-reprimand')])
      .toEqual(['sanctions.kind.public-reprimand', 'sanctions.kind.public-reprimand']);
  });
});

describe('the ban an accepted disqualification leads to', () => {
  const ban = banAfter('a-17', decided(2, true), { name: 'Lee Se-dol', country: 'KR' });

  it('names the registered player, the decision\'s reasons and article, and the appeal', () => {
    expect(ban).toEqual({ name: 'Lee Se-dol', country: 'KR', reason: 'confirmed', article: 'Incheon 2013 arbitration art. 2.6', source: 'appeal:a-17' });
  });

  it('goes to the bans screen in its address and comes back whole', () => {
    expect(banFromSearch(banSearch(ban))).toEqual({ ...ban, until: '' });
  });

  it('falls back to the name the committee wrote when no player is given', () => {
    expect(banAfter('a-17', decided(2, true)).name).toBe('Lee Sedol');
  });
});

describe('the registry searched', () => {
  const bans: Ban[] = [
    { id: '1', name: 'Jung Minsu', country: 'KR', reason: 'secret agreement', article: 'Incheon 2013 code art. 6.1', by: 'cr', at: '' },
    { id: '2', name: 'Tanaka Hiro', country: 'JP', reason: 'abuse of an official', source: 'federation:NKK-9', by: 'td', at: '', lifted: 'appeal upheld' },
  ];

  it('keeps every ban for an empty search', () => {
    expect(bansMatching(bans, '  ')).toHaveLength(2);
  });

  it('finds by any words, in any case, across name, country, reason, article and source', () => {
    expect(bansMatching(bans, 'minsu 6.1').map((b) => b.id)).toEqual(['1']);
    expect(bansMatching(bans, 'NKK').map((b) => b.id)).toEqual(['2']);
  });

  it('finds a lifted ban by its lifting reason', () => {
    expect(bansMatching(bans, 'upheld').map((b) => b.id)).toEqual(['2']);
  });
});

describe('the person the auditor asks about', () => {
  it('leaves out what was not typed and trims the rest', () => {
    expect(conductQuery({ name: ' Lee Sedol ', egf: '', ffg: ' 123 ', aga: '' })).toEqual({ name: 'Lee Sedol', ffg: '123' });
  });

  it('is nobody when nothing is typed', () => {
    expect(conductQuery({ name: ' ', egf: '', ffg: '', aga: '' })).toBeNull();
  });

  it('is kept in the address, so the record can be shared and printed', () => {
    expect(conductForm(conductSearch({ name: 'Lee Sedol', egf: '12345678' }))).toEqual({ name: 'Lee Sedol', egf: '12345678', ffg: '', aga: '' });
  });

  it('has an empty record when the platform found nothing', () => {
    expect(isEmpty({ name: 'x', memberships: {}, registrations: [], entries: [], bans: [] })).toBe(true);
  });
});
