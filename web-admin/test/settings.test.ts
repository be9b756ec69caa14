import { describe, expect, it } from 'vitest';
import { NEW_EVENT, fromDuration, toSettings } from '../src/routes/director/events/settingsForm';

describe('the settings form', () => {
  it('leaves empty boxes to the platform\'s defaults', () => {
    const body = toSettings(NEW_EVENT);
    expect(body).toEqual({ ruleSet: 'korean-2016', boardSize: 19, rounds: 5, pairingSystem: 'mcmahon', competitionCode: null,
      komi: null, handicap: null, pairingParameters: null, placementCriteria: null, timeControl: null });
  });

  it('writes clock times as ISO-8601 durations', () => {
    const body = toSettings({ ...NEW_EVENT, timeKind: 'byoyomi', basicMinutes: '40', periods: '3', periodSeconds: '30' });
    expect(body.timeControl).toEqual({ kind: 'byoyomi', basicTime: 'PT40M', periods: 3, period: 'PT30S', moves: null,
      exceedances: null, latenessLimit: null });
  });

  it('reads a duration back in the unit of its box', () => {
    expect(fromDuration('PT1H30M', 'M')).toBe('90');
  });

  it('splits placement criteria at spaces and commas', () => {
    expect(toSettings({ ...NEW_EVENT, criteria: 'MMS, SOS SOSOS' }).placementCriteria).toEqual(['MMS', 'SOS', 'SOSOS']);
  });

  it('sends the McMahon bar and floor as typed', () => {
    expect(toSettings({ ...NEW_EVENT, bar: '3d', floor: '20k' }).pairingParameters).toMatchObject({ bar: '3d', floor: '20k' });
  });
});
