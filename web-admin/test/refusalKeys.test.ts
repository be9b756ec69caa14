import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/i18n/i18n';

// The platform's refusal codes, read from the services' own sources (same repository), so that a code added to an
// enum without a sentence in every language, or a sentence left for a code that is gone, fails here.
const services = new URL('../../services/', import.meta.url);
const ENUMS = [
  'tournament-api/src/main/java/dev/tengen/tournament/service/api/Refusal.java',
  'game-api/src/main/java/dev/tengen/game/service/api/GameRefusal.java',
  'arbitration-api/src/main/java/dev/tengen/arbitration/service/api/ArbitrationRefusal.java',
];
const enumCodes = ENUMS.flatMap((path) =>
  [...readFileSync(new URL(path, services), 'utf8').matchAll(/^\s+[A-Z_]+\("([a-z0-9-]+)"/gm)].map((m) => m[1]));

/**
 * The codes the services put in problems outside the three enums: the request's shape, sign-in, versions and retries,
 * the store, the imports and exports (docs/PLATFORM.md, "Problems"; services/web ProblemMappers, RequestGuards,
 * IdempotencyKeys; services/platform SecurityProblems, AccountResource, StoreGate). Written by hand: each is also
 * looked for in the services' main sources below, so one that no longer exists is noticed.
 */
const SHARED = [
  'account-appointed-as', 'account-exists', 'account-not-found', 'audit-head-pending', 'audit-verification-busy',
  'ban-not-found', 'body-malformed', 'body-missing', 'body-too-large', 'concurrent-change', 'console-header-missing',
  'credentials-invalid', 'details-not-given', 'export-refused', 'field-invalid', 'field-missing', 'field-required',
  'field-too-long', 'field-unknown', 'game-not-found', 'games-unavailable', 'idempotency-key-in-flight',
  'idempotency-key-reused', 'if-match-malformed', 'internal-error', 'json-malformed', 'last-organizer',
  'length-required', 'macmahon-file-invalid', 'method-not-allowed', 'not-acceptable', 'opengotha-file-invalid',
  'pair-not-weighed', 'pair-same-player', 'pairgoth-file-invalid', 'query-malformed', 'registration-rows-refused',
  'resource-not-found', 'role-forbidden', 'sign-in-busy', 'sign-in-required', 'sign-in-throttled', 'store-damaged',
  'store-unavailable', 'token-invalid', 'tournament-not-found', 'unknown-export-format', 'unsupported-media-type',
  'version-conflict',
];

const javaSources = (dir: URL): string[] =>
  readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.java') && f.includes('src/main/java'))
    .map((f) => readFileSync(new URL(f, dir), 'utf8'));

const codes = [...new Set([...enumCodes, ...SHARED])].sort();
const bundle = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${lang}.json`, import.meta.url), 'utf8'));

describe('refusal sentences', () => {
  it('read the codes of the three enums', () => {
    // a sample written by hand from each enum: the regex still reads them
    expect(enumCodes).toEqual(expect.arrayContaining(['configuration-locked', 'illegal-move', 'vote-tied']));
    expect(enumCodes.length).toBeGreaterThan(150);
  });

  it('name shared codes the services still put in problems', () => {
    const sources = javaSources(services).join('\n');
    expect(SHARED.filter((code) => !sources.includes(`"${code}"`))).toEqual([]);
  });

  for (const lang of LOCALES) {
    it(`${lang} has a sentence for every code`, () => {
      const messages = bundle(lang);
      expect(codes.filter((code) => !messages[`refusal.${code}`]?.trim())).toEqual([]);
    });

    it(`${lang} has no sentence for a code that no longer exists`, () => {
      const gone = Object.keys(bundle(lang)).filter((key) => key.startsWith('refusal.'))
        .map((key) => key.slice('refusal.'.length)).filter((code) => !codes.includes(code));
      expect(gone).toEqual([]);
    });
  }
});
