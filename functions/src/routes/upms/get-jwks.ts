import { Jwks } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { rawJson } from '../../lib/file-result';
import { getPublishedJwks } from '../../data/access/published-jwks';

/** The keys tokens are verified with, as published by the seed (what every route verifies with, not a second copy). */
export const handler = defineHandler(Jwks, async () => rawJson((await getPublishedJwks()) ?? { keys: [] }));
