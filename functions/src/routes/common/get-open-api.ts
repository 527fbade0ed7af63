import { OpenApi } from '@aed/shared/routes/common.routes';
import { defineHandler } from '../../lib/define-handler';
import { rawJson } from '../../lib/file-result';
import { buildOpenApiDocument } from '../../domain/common/openapi';

export const handler = defineHandler(OpenApi, async () => rawJson(buildOpenApiDocument()));
