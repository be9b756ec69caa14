import { describe, expect, it } from 'vitest';
import { Client } from '../src/api/client';
import { ApiProblem, Offline } from '../src/api/problem';

function recorder(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

const credentials = { cookies: 'same-origin' as RequestCredentials, headers: async () => ({ 'X-Tengen-Console': '1' }) };
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

describe('the API client', () => {
  it('sends every write as JSON with an Idempotency-Key and the console header', async () => {
    const { calls, fetcher } = recorder(() => json(201, { tournamentId: 't' }));
    await new Client(credentials, fetcher).call('createTournament', { body: { name: 'Open' } });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['X-Tengen-Console']).toBe('1');
    expect(calls[0].init.body).toBe('{"name":"Open"}');
  });

  it('reuses the key it is given, so a retry is the same request', async () => {
    const { calls, fetcher } = recorder(() => json(200, {}));
    const client = new Client(credentials, fetcher);
    await client.call('register', { params: { id: 't' }, body: {}, idempotencyKey: 'k-1' });
    await client.call('register', { params: { id: 't' }, body: {}, idempotencyKey: 'k-1' });
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
  });

  it('sends no Idempotency-Key on a read', async () => {
    const { calls, fetcher } = recorder(() => json(200, []));
    await new Client(credentials, fetcher).call('tournaments');
    expect((calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it('fills in and encodes path parameters', async () => {
    const { calls, fetcher } = recorder(() => json(200, {}));
    await new Client(credentials, fetcher).call('rollCall', { params: { id: 'a/b', n: 3 } });
    expect(calls[0].url).toBe('/api/v1/tournaments/a%2Fb/rounds/3/check-in');
  });

  it('turns a problem into an ApiProblem naming the field at fault', async () => {
    const { fetcher } = recorder(() => json(422, { status: 422, code: 'komi-invalid', field: 'komi',
      detail: 'Komi is a number of points in halves, such as 6.5 or 7; 6.3 is not.' }, 'application/problem+json'));
    const failure = await new Client(credentials, fetcher).call('configure', { params: { id: 't' }, body: {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiProblem);
    expect((failure as ApiProblem).field).toBe('komi');
  });

  it('reports a lost connection as Offline and tells the banner', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const client = new Client(credentials, fetcher);
    const seen: boolean[] = [];
    client.onConnection((online) => seen.push(online));
    await expect(client.call('tournaments')).rejects.toBeInstanceOf(Offline);
    expect(seen).toEqual([false]);
  });

  it('asks for sign-in again on a 401', async () => {
    const { fetcher } = recorder(() => json(401, { status: 401, code: 'sign-in-required', detail: 'Sign in.' }));
    const client = new Client(credentials, fetcher);
    let asked = false;
    client.onUnauthorized(() => (asked = true));
    await client.call('tournaments').catch(() => undefined);
    expect(asked).toBe(true);
  });
});
