import { hasPermission, hasRole } from '@aed/shared/permissions/permissions';
import type { RouteDefinition } from '@aed/shared/api/route';
import { AppError } from '../lib/app-error';
import { assertPasswordChangeNotRequired } from '../domain/auth/password-status';
import { sessionOfToken } from '../domain/auth/sessions';
import { bearerToken, type ApiMiddleware } from './types';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

/**
 * Token -> session -> actor, then the forced password change (only the forced dialog's routes while the session's
 * password is initial, temporary or expired), then the route's permission or role check.
 */
export const authenticate = (route: RouteDefinition): ApiMiddleware => ({
  before: async (request) => {
    if (route.access === 'public') return;
    const token = bearerToken(request.event);
    const session = token ? await sessionOfToken(token) : null;
    if (!session) throw AppError.of(AUTH_ERRORS, 'session.invalid');
    const { actor } = session;
    request.context.actor = actor;
    if (!route.whilePasswordChangeRequired) await assertPasswordChangeNotRequired(session.password);
    const access = route.access;
    if (access === 'session') return;
    const allowed = typeof access === 'string' ? hasPermission(actor.permissions, access) : hasRole(actor.roles, access.roles);
    if (!allowed) throw new AppError('common.forbidden');
  },
});
