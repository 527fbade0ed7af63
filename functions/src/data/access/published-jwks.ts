/**
 * The public keys tokens are verified with (decision 0034): read on every container's first request, written by the
 * seed. Verifying a token then needs neither the private key nor a Secrets Manager client (or its round trip).
 */
import { jwks as jwksSchema, type Jwks } from '@aed/shared/schemas/jwks';
import { PublishedJwksEntity } from '../entities/published-jwks-entity';

const PLATFORM = 'platform';

/** The published JWKS, or null when the seed has not published one yet. */
export async function getPublishedJwks(): Promise<Jwks | null> {
  const { data } = await PublishedJwksEntity.get({ name: PLATFORM }).go({ consistent: true });
  return data ? jwksSchema.parse(JSON.parse(data.jwks)) : null;
}

export async function publishJwks(jwks: Jwks, now: string): Promise<void> {
  await PublishedJwksEntity.put({ name: PLATFORM, jwks: JSON.stringify(jwks), updateTime: now }).go();
}
