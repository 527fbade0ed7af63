import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { getPublishedJwks } from '../../data/access/published-jwks';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

/**
 * Verifying a session token on every route: with the public keys the seed published to the table (decision 0034),
 * so the authentication path of every Lambda carries no Secrets Manager client and makes no call to it. The keys are
 * kept per container for a few minutes: a key published by a later deploy is used within that time.
 */
const JWKS_TTL_MS = 5 * 60_000;

function createVerifier() {
  return JwtVerifier.create({
    issuer: env.jwtIssuer,
    audience: env.jwtAudience,
    // The JWKS is cached below, so verification never fetches this address.
    jwksUri: 'https://platform.invalid/.well-known/jwks.json',
  });
}

type Claims = { userId: number; sessionId: string };

/**
 * The tokens this container verified with the keys it holds, until each expires: a token seen again (the SPA sends the
 * same one with every request) is not verified again. Kept with the keys, so a reload of the keys starts afresh.
 */
const VERIFIED_MAX = 1_000;

let loaded: { verifier: ReturnType<typeof createVerifier>; at: number; verified: Map<string, Claims & { expiresAtMs: number }> } | undefined;

async function verifier(): Promise<NonNullable<typeof loaded> | null> {
  if (loaded && Date.now() - loaded.at < JWKS_TTL_MS) return loaded;
  const jwks = await getPublishedJwks();
  if (!jwks) {
    // Every token is refused until the seed publishes the keys: say why once per attempt, for the operator.
    logger.error('no published signing keys: run the seed (deploy) before serving requests');
    return null;
  }
  const fresh = createVerifier();
  fresh.cacheJwks(jwks as never);
  loaded = { verifier: fresh, at: Date.now(), verified: new Map() };
  return loaded;
}

/** Test hook: forget the keys read (after the seed published others). */
export const forgetPublishedKeys = () => {
  loaded = undefined;
};

/** Verifies signature, issuer, audience and expiry; null when any fails. */
export async function verifySessionToken(token: string): Promise<Claims | null> {
  const keys = await verifier();
  if (!keys) return null;
  const seen = keys.verified.get(token);
  if (seen) {
    if (Date.now() < seen.expiresAtMs) return { userId: seen.userId, sessionId: seen.sessionId };
    keys.verified.delete(token);
    return null;
  }
  try {
    const payload = await keys.verifier.verify(token);
    const sessionId = payload.sid;
    if (typeof sessionId !== 'string' || !payload.sub || typeof payload.exp !== 'number') return null;
    const claims = { userId: Number(payload.sub), sessionId };
    keys.verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of keys.verified.keys()) {
      if (keys.verified.size <= VERIFIED_MAX) break;
      keys.verified.delete(oldest);
    }
    return claims;
  } catch {
    return null;
  }
}
