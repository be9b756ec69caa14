import { describe, expect, it } from 'vitest';
import { arbitrationApi } from '../src/api/arbitration';
import { Client } from '../src/api/client';
import { gamesApi } from '../src/api/games';

// A protest and an appeal form are filed at the path naming their tournament or protest: the platform gives the
// office an appointment holds from the path alone, before it reads the body, so an appointed referee or arbitrator
// (no role of their own) was refused 403 at POST /protests and POST /appeals (Incheon 2013 duties art. 1.2).
function recorder() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ id: 'x', version: 0 }), { status: 201, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  const credentials = { cookies: 'same-origin' as RequestCredentials, headers: async () => ({}) };
  return { calls, client: new Client(credentials, fetcher) };
}

describe('filing in arbitration', () => {
  it("files a protest at its tournament's path", async () => {
    const { calls, client } = recorder();
    await gamesApi(client).fileProtest({ tournamentId: 'cup/1', gameId: 'g-1', round: 2, board: 5, complainant: 'Lee Sedol',
      judgment: 'A warning' }, 'k-1');
    expect(calls[0].url).toBe('/api/v1/tournaments/cup%2F1/protests');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(calls[0].init.body as string)).toMatchObject({ tournamentId: 'cup/1', gameId: 'g-1' });
  });

  it("enters an appeal form at its protest's path", async () => {
    const { calls, client } = recorder();
    await arbitrationApi(client).fileAppeal({ protestId: 'p-1', complainant: 'Lee Sedol', complainantSignature: 'Lee',
      complainantNoc: '', teamOfficialSignature: 'Coach', opponent: '', opponentNoc: '', refereeJudgment: 'A warning',
      witnesses: [], location: '', time: '', otherPeopleConcerned: '', description: 'x',
      deposit: { amount: 500, currency: 'USD', paid: true } }, 'k-2');
    expect(calls[0].url).toBe('/api/v1/protests/p-1/appeal');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(calls[0].init.body as string)).toMatchObject({ protestId: 'p-1', description: 'x' });
  });
});
