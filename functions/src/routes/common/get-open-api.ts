import { OpenApi } from '@aed/shared/routes/common.routes';
import { defineHandler } from '../../lib/define-handler';
import { rawJson } from '../../lib/file-result';
import { buildOpenApiDocument } from '../../domain/common/openapi';
import { ROUTES } from '../route-table';

// The one handler that documents every route: it hands the whole table to the builder (the domain never imports routes/).
export const handler = defineHandler(OpenApi, async () => rawJson(buildOpenApiDocument(ROUTES)));
