import { hasPermission, hasRole } from '@aed/shared/permissions/permissions';
import type { RouteDefinition } from '../routes/route-table';
import { AppError } from '../domain/app-error';
import { actorFromToken } from '../domain/auth/sessions';
import { bearerToken, type ApiMiddleware } from './types';

/** Token -> session -> actor, then the route's permission or role check. */
export const authenticate = (route: RouteDefinition): ApiMiddleware => ({
  before: async (request) => {
    if (route.access === 'public') return;
    const token = bearerToken(request.event);
    const actor = token ? await actorFromToken(token) : null;
    if (!actor) throw new AppError('session.invalid');
    request.context.actor = actor;
    const access = route.access;
    if (access === 'session') return;
    const allowed = typeof access === 'string' ? hasPermission(actor.permissions, access) : hasRole(actor.roles, access.roles);
    if (!allowed) throw new AppError('common.forbidden');
  },
});
