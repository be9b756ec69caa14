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
  // director.rounds: pairing, results, standings, printing and the round in play (issue 13, second half)
  rounds: { method: 'GET', path: '/api/v1/tournaments/{id}/rounds' },
  round: { method: 'GET', path: '/api/v1/tournaments/{id}/rounds/{n}' },
  pair: { method: 'POST', path: '/api/v1/tournaments/{id}/rounds/{n}/pairing' },
  adjustPairing: { method: 'PUT', path: '/api/v1/tournaments/{id}/rounds/{n}/pairing' },
  correctPairing: { method: 'POST', path: '/api/v1/tournaments/{id}/rounds/{n}/pairing-corrections' },
  publish: { method: 'POST', path: '/api/v1/tournaments/{id}/rounds/{n}/publish' },
  grantBye: { method: 'POST', path: '/api/v1/tournaments/{id}/rounds/{n}/byes' },
  recordResult: { method: 'PUT', path: '/api/v1/tournaments/{id}/rounds/{n}/boards/{board}/result' },
  correctResult: { method: 'POST', path: '/api/v1/tournaments/{id}/rounds/{n}/boards/{board}/corrections' },
  roundScores: { method: 'GET', path: '/api/v1/tournaments/{id}/rounds/{round}/scores' },
  roundStatus: { method: 'GET', path: '/api/v1/tournaments/{id}/rounds/{n}/status' },
  standings: { method: 'GET', path: '/api/v1/tournaments/{id}/standings' },
  close: { method: 'POST', path: '/api/v1/tournaments/{id}/close' },
  docket: { method: 'GET', path: '/api/v1/tournaments/{id}/docket' },
  gamesZip: { method: 'GET', path: '/api/v1/tournaments/{id}/games.zip' },
  stream: { method: 'GET', path: '/api/v1/tournaments/{id}/stream' },
  // the referee's desk and the player's screens (issue 14)
  myBoards: { method: 'GET', path: '/api/v1/accounts/me/boards' },
  myGames: { method: 'GET', path: '/api/v1/accounts/me/games' },
  game: { method: 'GET', path: '/api/v1/games/{id}' },
  gameStream: { method: 'GET', path: '/api/v1/games/{id}/stream' },
  infractions: { method: 'GET', path: '/api/v1/games/{id}/infractions' },
  previewMove: { method: 'POST', path: '/api/v1/games/{id}/moves/preview' },
  playMove: { method: 'POST', path: '/api/v1/games/{id}/moves' },
  previewPass: { method: 'POST', path: '/api/v1/games/{id}/passes/preview' },
  pass: { method: 'POST', path: '/api/v1/games/{id}/passes' },
  resign: { method: 'POST', path: '/api/v1/games/{id}/resignation' },
  previewCount: { method: 'POST', path: '/api/v1/games/{id}/dead-stones/preview' },
  markDead: { method: 'POST', path: '/api/v1/games/{id}/dead-stones' },
  recount: { method: 'POST', path: '/api/v1/games/{id}/recount' },
  confirmResult: { method: 'POST', path: '/api/v1/games/{id}/confirmations' },
  clockStart: { method: 'POST', path: '/api/v1/games/{id}/clock/start' },
  clockPause: { method: 'POST', path: '/api/v1/games/{id}/clock/pause' },
  clockResume: { method: 'POST', path: '/api/v1/games/{id}/clock/resume' },
  flagCheck: { method: 'POST', path: '/api/v1/games/{id}/clock/flag-check' },
  arrival: { method: 'POST', path: '/api/v1/games/{id}/arrivals' },
  previewDecision: { method: 'POST', path: '/api/v1/games/{id}/decisions/preview' },
  decide: { method: 'POST', path: '/api/v1/games/{id}/decisions' },
  reviewDecision: { method: 'POST', path: '/api/v1/games/{id}/decisions/{decision}/review' },
  fileProtest: { method: 'POST', path: '/api/v1/protests' },
  decideProtest: { method: 'POST', path: '/api/v1/protests/{id}/decision' },
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
