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

let loaded: { verifier: ReturnType<typeof createVerifier>; at: number } | undefined;

async function verifier(): Promise<ReturnType<typeof createVerifier> | null> {
  if (loaded && Date.now() - loaded.at < JWKS_TTL_MS) return loaded.verifier;
  const jwks = await getPublishedJwks();
  if (!jwks) {
    // Every token is refused until the seed publishes the keys: say why once per attempt, for the operator.
    logger.error('no published signing keys: run the seed (deploy) before serving requests');
    return null;
  }
  const fresh = createVerifier();
  fresh.cacheJwks(jwks as never);
  loaded = { verifier: fresh, at: Date.now() };
  return fresh;
}

/** Test hook: forget the keys read (after the seed published others). */
export const forgetPublishedKeys = () => {
  loaded = undefined;
};

/** Verifies signature, issuer, audience and expiry; null when any fails. */
export async function verifySessionToken(token: string): Promise<{ userId: number; sessionId: string } | null> {
  const checked = await verifier();
  if (!checked) return null;
  try {
    const payload = await checked.verify(token);
    const sessionId = payload.sid;
    if (typeof sessionId !== 'string' || !payload.sub) return null;
    return { userId: Number(payload.sub), sessionId };
  } catch {
    return null;
  }
}
