import { GetRouters } from '@aed/shared/routes/auth.routes';
import { defineHandler } from '../../lib/define-handler';
import { getRouters } from '../../domain/auth/routers';

export const handler = defineHandler(GetRouters, ({ actor }) => getRouters(actor));
