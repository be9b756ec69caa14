import type { Client } from './client';
import type {
  ArbitrationReceipt, Boards, Colour, Count, DecisionReport, DocketEntry, Game, GameReceipt, Infractions, NewProtest,
  PlayerGames,
} from './gameTypes';

/**
 * The typed calls of the referee's desk and the player's screens; each names its endpoint, so ApiContractIT checks
 * it. Game writes carry the version the screen showed (If-Match): a move previewed on one position is never recorded
 * on another.
 */
export function gamesApi(client: Client) {
  const write = (endpoint: Parameters<Client['call']>[0], id: string, body: unknown, key: string, version?: number) =>
    client.call<GameReceipt>(endpoint, { params: { id }, body, idempotencyKey: key, ifMatch: version });
  return {
    myBoards: () => client.call<Boards>('myBoards'),
    myGames: () => client.call<PlayerGames>('myGames'),
    game: (id: string) => client.call<Game>('game', { params: { id } }),
    infractions: (id: string) => client.call<Infractions>('infractions', { params: { id } }),
    previewMove: (id: string, color: Colour, point: string) =>
      client.call<GameReceipt>('previewMove', { params: { id }, body: { color, point } }),
    playMove: (id: string, color: Colour, point: string, key: string, version?: number) =>
      write('playMove', id, { color, point }, key, version),
    previewPass: (id: string, color: Colour) => client.call<GameReceipt>('previewPass', { params: { id }, body: { color } }),
    pass: (id: string, color: Colour, key: string, version?: number) => write('pass', id, { color }, key, version),
    resign: (id: string, color: Colour, key: string, version?: number) => write('resign', id, { color }, key, version),
    previewCount: (id: string, points: string[]) => client.call<Count>('previewCount', { params: { id }, body: { points } }),
    markDead: (id: string, color: Colour, points: string[], key: string) => write('markDead', id, { color, points }, key),
    recount: (id: string, color: Colour, key: string) => write('recount', id, { color }, key),
    confirm: (id: string, role: 'player' | 'referee', confirmer: string, result: string, key: string) =>
      write('confirmResult', id, { role, confirmer, result }, key),
    clock: (id: string, action: 'clockStart' | 'clockPause' | 'clockResume' | 'flagCheck', key: string) =>
      write(action, id, {}, key),
    arrival: (id: string, color: Colour, key: string) => write('arrival', id, { color }, key),
    previewDecision: (id: string, report: DecisionReport) =>
      client.call<GameReceipt>('previewDecision', { params: { id }, body: report }),
    decide: (id: string, report: DecisionReport, key: string, version?: number) => write('decide', id, report, key, version),
    review: (id: string, decision: string, concur: boolean, reason: string, key: string) =>
      client.call<GameReceipt>('reviewDecision', {
        params: { id, decision }, body: { concur, reason: reason || undefined }, idempotencyKey: key,
      }),
    docket: (tournamentId: string) => client.call<DocketEntry[]>('docket', { params: { id: tournamentId } }),
    /** At the tournament's path, where a referee appointed there is admitted (Incheon 2013 duties art. 1.2). */
    fileProtest: (protest: NewProtest, key: string) =>
      client.call<ArbitrationReceipt>('fileProtest', { params: { id: protest.tournamentId }, body: protest, idempotencyKey: key }),
    decideProtest: (protestId: string, decision: 'accepted' | 'rejected', referee: string, reasons: string, key: string) =>
      client.call<ArbitrationReceipt>('decideProtest', {
        params: { id: protestId }, body: { decision, referee, reasons: reasons || undefined }, idempotencyKey: key,
      }),
  };
}

export type GamesApi = ReturnType<typeof gamesApi>;
