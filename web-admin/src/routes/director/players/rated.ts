import type { RatedPlayer } from '../../../api/types';

/** The one-by-one registration form's fields. */
export interface RegistrationForm {
  name: string;
  rank: string;
  club: string;
  country: string;
  egf: string;
  ffg: string;
  aga: string;
}

/**
 * The registration form filled from a player a rating list found: name family name first, rank, club, country and the
 * list's id. The AGA's list gives a US member's state where the others give a country: the director fills that in.
 */
export function registrationForm(player: RatedPlayer): RegistrationForm {
  return {
    name: player.name, rank: player.rank ?? '', club: player.club, country: player.list === 'aga' ? '' : player.country,
    egf: player.memberships.egf ?? '', ffg: player.memberships.ffg ?? '', aga: player.memberships.aga ?? '',
  };
}
