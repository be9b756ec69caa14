import type { SettingsView, TimeControl, TournamentSettings } from '../../../api/types';

// The choices the platform knows (services/tournament Settings, engine Rulesets, CompetitionCodes, PlacementCriterion,
// TimeControl.KINDS); the platform's check stays the judge, these only fill the menus.
export const RULE_SETS = ['korean-2016', 'korean-2013', 'chinese-2002', 'aga', 'ing-1991'] as const;
export const CODES = ['incheon-2013', 'chinese-2002', 'ing-1991', 'aga-elimination'] as const;
export const SYSTEMS = ['mcmahon', 'swiss', 'round-robin', 'knockout', 'swiss-knockout', 'ing'] as const;
export const CRITERIA = ['MMS', 'NBW', 'SOS', 'SOS-1', 'SOS-2', 'SOSOS', 'SODOS', 'CUSS', 'DC', 'SDC', 'RANK', 'RATING',
  'CHINESE_POINTS', 'MINOR_POINTS', 'OPPONENTS_POINTS', 'TOTAL_SCORE', 'WARNINGS', 'ING_A1', 'ING_A2', 'ING_B1', 'ING_B2'] as const;
export const TIME_KINDS = ['sudden-death', 'byoyomi', 'moves-in-period', 'ing-penalty-points', 'ing-second-reading', 'untimed'] as const;

/** The settings form as typed: text in every box, empty for "the platform's default". */
export interface SettingsForm {
  ruleSet: string;
  competitionCode: string;
  boardSize: string;
  rounds: string;
  pairingSystem: string;
  komi: string;
  handicap: boolean;
  basis: string;
  noHandicapFrom: string;
  correction: string;
  ceiling: string;
  bar: string;
  floor: string;
  zero: string;
  cycles: string;
  lossesAllowed: string;
  knockoutAfterRound: string;
  eliminatedPerRound: string;
  inLine: string;
  outLine: string;
  winners: string;
  criteria: string;
  timeKind: string;
  basicMinutes: string;
  periods: string;
  periodSeconds: string;
  moves: string;
  exceedances: string;
  latenessMinutes: string;
}

export const NEW_EVENT: SettingsForm = {
  ruleSet: 'korean-2016', competitionCode: '', boardSize: '19', rounds: '5', pairingSystem: 'mcmahon', komi: '',
  handicap: false, basis: 'rank', noHandicapFrom: '1d', correction: '1', ceiling: '9',
  bar: '', floor: '', zero: '', cycles: '', lossesAllowed: '', knockoutAfterRound: '', eliminatedPerRound: '',
  inLine: '', outLine: '', winners: '', criteria: '', timeKind: '', basicMinutes: '', periods: '', periodSeconds: '',
  moves: '', exceedances: '', latenessMinutes: '',
};

function number(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

function text(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** Minutes or seconds as an ISO-8601 duration, as the platform reads clock times ("PT45M"). */
export function duration(value: string, unit: 'M' | 'S'): string | null {
  const n = number(value);
  return n === null ? null : `PT${n}${unit}`;
}

/** An ISO-8601 duration back to minutes or seconds ("PT1H30M" -> 90 minutes). */
export function fromDuration(iso: string | null | undefined, unit: 'M' | 'S'): string {
  if (!iso) return '';
  const m = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(iso);
  if (!m) return '';
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return String(unit === 'M' ? seconds / 60 : seconds);
}

/** The request body: only what the form says; empty boxes leave the platform's defaults. */
export function toSettings(form: SettingsForm): TournamentSettings {
  const p = form;
  const parameters = {
    bar: text(p.bar), floor: text(p.floor), zero: text(p.zero), cycles: number(p.cycles), lossesAllowed: number(p.lossesAllowed),
    knockoutAfterRound: number(p.knockoutAfterRound), eliminatedPerRound: number(p.eliminatedPerRound),
    inLine: number(p.inLine), outLine: number(p.outLine), winners: number(p.winners),
  };
  const time: TimeControl | null = form.timeKind === '' ? null : {
    kind: form.timeKind, basicTime: duration(form.basicMinutes, 'M'), periods: number(form.periods),
    period: duration(form.periodSeconds, 'S'), moves: number(form.moves), exceedances: number(form.exceedances),
    latenessLimit: duration(form.latenessMinutes, 'M'),
  };
  const criteria = form.criteria.split(/[\s,;]+/).filter(Boolean);
  return {
    ruleSet: form.ruleSet,
    boardSize: number(form.boardSize) ?? 19,
    rounds: number(form.rounds) ?? 1,
    pairingSystem: form.pairingSystem,
    competitionCode: text(form.competitionCode),
    komi: number(form.komi),
    handicap: form.handicap ? { basis: form.basis, noHandicapFrom: form.noHandicapFrom.trim(),
      correction: number(form.correction) ?? 0, ceiling: number(form.ceiling) ?? 0 } : null,
    pairingParameters: Object.values(parameters).some((v) => v !== null) ? parameters : null,
    placementCriteria: criteria.length ? criteria : null,
    timeControl: time,
  };
}

/** The form showing a recorded configuration. */
export function fromSettings(view: SettingsView, time: TimeControl | null | undefined): SettingsForm {
  const p = view.pairingParameters ?? {};
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const even = view.handicap.ceiling === 0;
  return {
    ruleSet: view.ruleSet, competitionCode: view.competitionCode, boardSize: s(view.boardSize), rounds: s(view.rounds),
    pairingSystem: view.pairingSystem, komi: s(view.komi), handicap: !even, basis: view.handicap.basis,
    noHandicapFrom: even ? '1d' : view.handicap.noHandicapFrom, correction: s(view.handicap.correction),
    ceiling: even ? '9' : s(view.handicap.ceiling), bar: s(p.bar), floor: s(p.floor), zero: s(p.zero),
    cycles: s(p.cycles), lossesAllowed: s(p.lossesAllowed), knockoutAfterRound: s(p.knockoutAfterRound),
    eliminatedPerRound: s(p.eliminatedPerRound), inLine: s(p.inLine), outLine: s(p.outLine), winners: s(p.winners),
    criteria: view.placementCriteria.join(' '), timeKind: time?.kind ?? '', basicMinutes: fromDuration(time?.basicTime, 'M'),
    periods: s(time?.periods), periodSeconds: fromDuration(time?.period, 'S'), moves: s(time?.moves),
    exceedances: s(time?.exceedances), latenessMinutes: fromDuration(time?.latenessLimit, 'M'),
  };
}
