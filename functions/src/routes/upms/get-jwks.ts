import { Jwks } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { rawJson } from '../../lib/file-result';
import { signingKey } from '../../domain/auth/signing-key';

export const handler = defineHandler(Jwks, async () => rawJson((await signingKey()).jwks));
