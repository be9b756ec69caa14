import type { Client } from './client';
import type { BoardChange, CrosstableView, DocketEntry, PairingWhy, Receipt, RoundDetail, RoundLine, RoundScores, RoundStatus, StandingsView } from './types';

/** The typed calls of the round screens (pairing, results, standings, the round in play); ApiContractIT checks each. */
export function roundsApi(client: Client) {
  return {
    rounds: (id: string) => client.call<RoundLine[]>('rounds', { params: { id } }),
    round: (id: string, n: number) => client.call<RoundDetail>('round', { params: { id, n } }),
    pair: (id: string, n: number, key: string) => client.call<Receipt>('pair', { params: { id, n }, idempotencyKey: key }),
    adjust: (id: string, n: number, changes: BoardChange[], reason: string, key: string) =>
      client.call<Receipt>('adjustPairing', { params: { id, n }, body: { changes, reason }, idempotencyKey: key }),
    correct: (id: string, n: number, changes: BoardChange[], reason: string, voidPlayedGames: boolean, key: string) =>
      client.call<Receipt>('correctPairing', { params: { id, n }, body: { changes, reason, voidPlayedGames }, idempotencyKey: key }),
    publish: (id: string, n: number, key: string) => client.call<Receipt>('publish', { params: { id, n }, idempotencyKey: key }),
    bye: (id: string, n: number, playerId: string, reason: string, key: string) =>
      client.call<Receipt>('grantBye', { params: { id, n }, body: { playerId, reason }, idempotencyKey: key }),
    record: (id: string, n: number, board: number, result: string, key: string) =>
      client.call<Receipt>('recordResult', { params: { id, n, board }, body: { result }, idempotencyKey: key }),
    correctResult: (id: string, n: number, board: number, result: string, reason: string, key: string) =>
      client.call<Receipt>('correctResult', { params: { id, n, board }, body: { result, reason }, idempotencyKey: key }),
    why: (id: string, n: number, black: string, white: string) =>
      client.call<PairingWhy>('pairingWhy', { params: { id, n }, query: { black, white } }),
    scores: (id: string, n: number) => client.call<RoundScores>('roundScores', { params: { id, round: n } }),
    status: (id: string, n: number) => client.call<RoundStatus>('roundStatus', { params: { id, n } }),
    standings: (id: string, afterRound?: number) => client.call<StandingsView>('standings', { params: { id }, query: { afterRound } }),
    crosstable: (id: string, throughRound: number) => client.call<CrosstableView>('crosstable', { params: { id }, query: { throughRound } }),
    close: (id: string, key: string) => client.call<Receipt>('close', { params: { id }, idempotencyKey: key }),
    docket: (id: string) => client.call<DocketEntry[]>('docket', { params: { id } }),
  };
}
