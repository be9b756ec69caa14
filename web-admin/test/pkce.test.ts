import { describe, expect, it } from 'vitest';
import { base64url, challengeOf, newVerifier } from '../src/auth/pkce';

describe('PKCE (RFC 7636)', () => {
  it('derives the S256 challenge of the RFC\'s appendix B example', async () => {
    // RFC 7636 appendix B: verifier and challenge as printed there
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('encodes the RFC\'s appendix B octets as its verifier', () => {
    const octets = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105,
      214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121];
    expect(base64url(new Uint8Array(octets))).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('makes verifiers of 43 characters from the unreserved set', () => {
    const verifier = newVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
  });

  it('makes a new verifier each time', () => {
    expect(newVerifier()).not.toBe(newVerifier());
  });
});
