import { hasPermission, hasRole } from '@aed/shared/permissions/permissions';
import type { RouteDefinition } from '@aed/shared/api/route';
import { AppError } from '../lib/app-error';
import { assertPasswordChangeNotRequired } from '../domain/auth/password-status';
import { confirmSession, lastConfirmedSession, sameSession, type VerifiedSession } from '../domain/auth/sessions';
import { verifySessionToken } from '../domain/auth/token-verifier';
import type { Actor } from '../domain/actor';
import { bearerToken, type ApiContext, type ApiMiddleware } from './types';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

const sessionInvalid = () => AppError.of(AUTH_ERRORS, 'session.invalid');

/** The forced password change (only the forced dialog's routes while it is due), then the route's permission or role. */
async function authorize(route: RouteDefinition, session: VerifiedSession): Promise<void> {
  if (!route.whilePasswordChangeRequired) await assertPasswordChangeNotRequired(session.password);
  const access = route.access;
  if (access === 'public' || access === 'session') return;
  const allowed =
    typeof access === 'string'
      ? hasPermission(session.actor.permissions, access)
      : 'anyOf' in access
        ? access.anyOf.some((permission) => hasPermission(session.actor.permissions, permission))
        : hasRole(session.actor.roles, access.roles);
  if (!allowed) throw new AppError('common.forbidden');
}

/**
 * A read (GET, nothing logged) goes on the session as this container last confirmed it: as it is within READ_REUSE_MS
 * of that confirmation, later while the session is read again alongside, answering only once that read confirms it
 * (decision 0034, "Reads and their session"). Writes always read the session first.
 */
const isRead = (route: RouteDefinition) => route.method === 'GET' && !route.log;

/** The confirmation a read started early awaits; never rejects (a failed read is carried as `failed`). */
type PendingConfirmation = Promise<{ session: VerifiedSession | null } | { failed: unknown }>;

interface EarlyStart {
  guess: VerifiedSession;
  confirmation: PendingConfirmation;
}
const earlyStarts = new WeakMap<ApiContext, EarlyStart>();

/**
 * Token -> session -> actor, then the forced password change (only the forced dialog's routes while the session's
 * password is initial, temporary or expired), then the route's permission or role check.
 */
export const authenticate = (route: RouteDefinition): ApiMiddleware => ({
  before: async (request) => {
    if (route.access === 'public') return;
    const token = bearerToken(request.event);
    const claims = token ? await verifySessionToken(token) : null;
    if (!claims) throw sessionInvalid();
    const last = isRead(route) ? lastConfirmedSession(claims) : undefined;
    const guess = last?.session;
    if (guess && (await authorize(route, guess).then(() => true, () => false))) {
      request.context.actor = guess.actor;
      if (last.current) return;
      const confirmation: PendingConfirmation = confirmSession(claims).then(
        (session) => ({ session }),
        (failed: unknown) => ({ failed }),
      );
      earlyStarts.set(request.context, { guess, confirmation });
      return;
    }
    const session = await confirmSession(claims);
    if (!session) throw sessionInvalid();
    await authorize(route, session);
    request.context.actor = session.actor;
  },
  // A read started early that failed before its domain call (bad input): an ended session still answers as ended.
  onError: async (request) => {
    const early = earlyStarts.get(request.context);
    if (!early) return;
    earlyStarts.delete(request.context);
    const outcome = await early.confirmation;
    if ('failed' in outcome) request.error = outcome.failed as Error;
    else if (!outcome.session) request.error = sessionInvalid();
  },
});

/**
 * Runs the route's domain call as the confirmed actor. For a read started early: the call runs with the session this
 * container last confirmed while the session is read again; its outcome is kept only when the session is still valid
 * and grants the same, otherwise the fresh session is authorized and the call runs again with it.
 */
export async function runAsConfirmedActor<T>(route: RouteDefinition, context: ApiContext, call: (actor: Actor | undefined) => Promise<T>): Promise<T> {
  const early = earlyStarts.get(context);
  if (!early) return call(context.actor);
  earlyStarts.delete(context);
  const [outcome, confirmation] = await Promise.all([
    call(early.guess.actor).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    early.confirmation,
  ]);
  if ('failed' in confirmation) throw confirmation.failed;
  const fresh = confirmation.session;
  if (!fresh) throw sessionInvalid();
  if (sameSession(fresh, early.guess)) {
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }
  await authorize(route, fresh);
  context.actor = fresh.actor;
  return call(fresh.actor);
}
