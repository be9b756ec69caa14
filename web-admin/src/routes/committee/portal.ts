import { useMemo } from 'preact/hooks';
import { arbitrationApi } from '../../api/arbitration';
import type { Caller } from '../../api/types';
import { useSession } from '../../components/hooks';

/** The committee's calls, on the signed-in session's client. */
export function useArbitration() {
  const { client } = useSession();
  return useMemo(() => arbitrationApi(client), [client]);
}

/**
 * Whether the caller holds the office in this tournament: an account's own role holds everywhere, an appointment in
 * this tournament only (PLATFORM.md, "Offices by appointment"); the liaison counts as an arbitrator. The platform
 * decides every write; this only chooses which forms to show.
 */
export function holds(caller: Caller, tournamentId: string, ...roles: string[]): boolean {
  const appointed = caller.offices.filter((o) => o.tournamentId === tournamentId)
    .map((o) => (o.role === 'arbitration-liaison' ? 'arbitrator' : o.role));
  return roles.some((role) => caller.roles.includes(role) || appointed.includes(role));
}
