// Every call the console makes to the platform, one line each: method and path as the OpenAPI document
// (/q/openapi) names them. web-admin/e2e's ApiContractIT checks each line against the running platform's document,
// so a renamed or removed endpoint fails the build, not the director at the desk.
export const endpoints = {
  signIn: { method: 'POST', path: '/api/v1/session' },
  signOut: { method: 'DELETE', path: '/api/v1/session' },
  whoAmI: { method: 'GET', path: '/api/v1/session' },
  accounts: { method: 'GET', path: '/api/v1/accounts' },
  tournaments: { method: 'GET', path: '/api/v1/tournaments' },
  createTournament: { method: 'POST', path: '/api/v1/tournaments' },
  tournament: { method: 'GET', path: '/api/v1/tournaments/{id}' },
  configuration: { method: 'GET', path: '/api/v1/tournaments/{id}/configuration' },
  configure: { method: 'PUT', path: '/api/v1/tournaments/{id}/configuration' },
  checkConfiguration: { method: 'POST', path: '/api/v1/tournaments/{id}/configuration/check' },
  officials: { method: 'GET', path: '/api/v1/tournaments/{id}/officials' },
  appoint: { method: 'POST', path: '/api/v1/tournaments/{id}/officials' },
  dismiss: { method: 'DELETE', path: '/api/v1/tournaments/{id}/officials/{personId}' },
  register: { method: 'POST', path: '/api/v1/tournaments/{id}/players' },
  withdraw: { method: 'DELETE', path: '/api/v1/tournaments/{id}/players/{playerId}' },
  importPlayers: { method: 'POST', path: '/api/v1/tournaments/{id}/players/import' },
  importOpenGotha: { method: 'POST', path: '/api/v1/tournaments/{id}/players/opengotha' },
  exportOpenGotha: { method: 'GET', path: '/api/v1/tournaments/{id}/opengotha' },
  rollCall: { method: 'GET', path: '/api/v1/tournaments/{id}/rounds/{n}/check-in' },
  checkIn: { method: 'POST', path: '/api/v1/tournaments/{id}/rounds/{n}/check-in' },
  // committee and auditors (issue 14): routes/committee, routes/auditor
  docket: { method: 'GET', path: '/api/v1/tournaments/{id}/docket' },
  committee: { method: 'GET', path: '/api/v1/tournaments/{id}/committee' },
  appealDeposit: { method: 'GET', path: '/api/v1/appeal-deposits/{tournamentId}' },
  protest: { method: 'GET', path: '/api/v1/protests/{id}' },
  fileAppeal: { method: 'POST', path: '/api/v1/appeals' },
  appeal: { method: 'GET', path: '/api/v1/appeals/{id}' },
  refereeReport: { method: 'POST', path: '/api/v1/appeals/{id}/referee-report' },
  testimony: { method: 'POST', path: '/api/v1/appeals/{id}/testimonies' },
  convene: { method: 'POST', path: '/api/v1/appeals/{id}/meeting' },
  vote: { method: 'POST', path: '/api/v1/appeals/{id}/votes' },
  deliberation: { method: 'GET', path: '/api/v1/appeals/{id}/deliberation' },
  rule: { method: 'POST', path: '/api/v1/appeals/{id}/ruling' },
  notification: { method: 'GET', path: '/api/v1/appeals/{id}/notification' },
  recommendSanction: { method: 'POST', path: '/api/v1/appeals/{id}/sanction-recommendations' },
  decideSanction: { method: 'POST', path: '/api/v1/appeals/{id}/sanction-decisions' },
  bans: { method: 'GET', path: '/api/v1/bans' },
  ban: { method: 'POST', path: '/api/v1/bans' },
  game: { method: 'GET', path: '/api/v1/games/{id}' },
  auditExport: { method: 'GET', path: '/api/v1/tournaments/{id}/audit' },
  auditTimeline: { method: 'GET', path: '/api/v1/tournaments/{id}/audit/timeline' },
  auditConduct: { method: 'GET', path: '/api/v1/tournaments/{id}/audit/players' },
  auditDuan: { method: 'GET', path: '/api/v1/tournaments/{id}/audit/duan' },
  auditHead: { method: 'GET', path: '/api/v1/tournaments/{id}/audit/head' },
  auditKey: { method: 'GET', path: '/api/v1/audit/key' },
  /** A POST that changes nothing (the file is judged, not kept): sent without an Idempotency-Key. */
  verifyExport: { method: 'POST', path: '/api/v1/audit/verify', safe: true },
} as const;

export type Endpoint = keyof typeof endpoints;

/** The path of an endpoint with its {parameters} filled in, each encoded. */
export function pathOf(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return endpoints[endpoint].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
