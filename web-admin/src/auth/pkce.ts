// Proof Key for Code Exchange (RFC 7636): the console proves at the token endpoint that it is the one that asked
// for the code, without a client secret (a browser app cannot keep one).

/** base64url without padding (RFC 7636 appendix A). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A code verifier: 32 random octets, base64url, 43 characters (RFC 7636 section 4.1). */
export function newVerifier(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return base64url(random(new Uint8Array(32)));
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))) (RFC 7636 section 4.2). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
