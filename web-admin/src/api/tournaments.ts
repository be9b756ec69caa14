import type { Client } from './client';
import { roundsApi } from './rounds';
import type {
  Account, Caller, ExportCheck, ExportFormat, ImportReceipt, ImportRow, Official, RatingSearch, Receipt, RollCall, SettingsView,
  TournamentFileFormat, TournamentSettings, TournamentSummary, TournamentView,
} from './types';

/** Each file format's upload: its endpoint and the content type it is sent as. */
const FILE_IMPORTS = {
  opengotha: { endpoint: 'importOpenGotha', type: 'application/xml' },
  macmahon: { endpoint: 'importMacMahon', type: 'application/xml' },
  pairgoth: { endpoint: 'importPairgoth', type: 'application/json' },
} as const;

/** The typed calls of the director's screens; each names its endpoint, so ApiContractIT checks it. */
export function tournamentsApi(client: Client) {
  return {
    whoAmI: () => client.call<Caller>('whoAmI'),
    accounts: () => client.call<Account[]>('accounts'),
    list: () => client.call<TournamentSummary[]>('tournaments'),
    create: (name: string, key: string) => client.call<Receipt>('createTournament', { body: { name }, idempotencyKey: key }),
    get: (id: string) => client.call<TournamentView>('tournament', { params: { id } }),
    configuration: (id: string) => client.call<SettingsView>('configuration', { params: { id } }),
    configure: (id: string, settings: TournamentSettings, key: string) =>
      client.call<Receipt>('configure', { params: { id }, body: settings, idempotencyKey: key }),
    check: (id: string, settings: TournamentSettings) =>
      client.call<SettingsView>('checkConfiguration', { params: { id }, body: settings }),
    officials: (id: string) => client.call<Official[]>('officials', { params: { id } }),
    appoint: (id: string, official: { personId: string; role: string; name: string; nationality?: string }, key: string) =>
      client.call<Receipt>('appoint', { params: { id }, body: official, idempotencyKey: key }),
    dismiss: (id: string, personId: string, reason: string, key: string) =>
      client.call<Receipt>('dismiss', { params: { id, personId }, query: { reason }, idempotencyKey: key }),
    register: (id: string, player: Omit<ImportRow, 'line'>, key: string) =>
      client.call<Receipt>('register', { params: { id }, body: player, idempotencyKey: key }),
    withdraw: (id: string, playerId: string, reason: string, key: string) =>
      client.call<Receipt>('withdraw', { params: { id, playerId }, query: { reason }, idempotencyKey: key }),
    importRows: (id: string, players: ImportRow[], dryRun: boolean, key: string) =>
      client.call<ImportReceipt>('importPlayers', { params: { id }, body: { players, dryRun }, idempotencyKey: key }),
    importFile: (id: string, format: TournamentFileFormat, content: Blob, dryRun: boolean, key: string) =>
      client.call<ImportReceipt>(FILE_IMPORTS[format].endpoint, {
        params: { id }, query: { dryRun }, raw: { content, type: FILE_IMPORTS[format].type }, idempotencyKey: key,
      }),
    searchRatings: (find: string, at: string) =>
      client.call<RatingSearch>('ratings', { query: { find, at: at || undefined } }),
    exportOpenGotha: (id: string) => client.call<string>('exportOpenGotha', { params: { id }, accept: 'application/xml' }),
    exportCheck: (id: string, format: ExportFormat, country: string) =>
      client.call<ExportCheck>('exportCheck', { params: { id, format }, query: { country: country || undefined } }),
    rollCall: (id: string, round: number) => client.call<RollCall>('rollCall', { params: { id, n: round } }),
    checkIn: (id: string, round: number, present: string[], absent: string[], key: string) =>
      client.call<Receipt>('checkIn', { params: { id, n: round }, body: { present, absent }, idempotencyKey: key }),
    ...roundsApi(client),
  };
}

export type TournamentsApi = ReturnType<typeof tournamentsApi>;
