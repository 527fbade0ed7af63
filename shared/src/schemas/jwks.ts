import * as z from 'zod';

/**
 * The platform's public keys (RFC 7517), answered as is: each key's members depend on its type, so the schema names
 * the ones a verifier needs and lets the others through.
 */
export const jwks = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })),
});
export type Jwks = z.infer<typeof jwks>;
