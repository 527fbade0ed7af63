import type { Actor } from './actor';
import { AppError } from '../lib/app-error';
import { isPlatformScope } from '../data/data-scope';

/**
 * Dictionaries, positions and scheduled jobs are platform-wide: every tenant reads the same ones (decision 0026). A
 * permission to change them is not enough: the caller must also be the platform's operator (a data scope over the
 * whole tree), or a tenant role holding e.g. `system:post:edit` would rename what every other tenant uses. Checked
 * before anything is read, so a refusal says nothing about which records exist.
 */
export function assertPlatformOperator(actor: Actor): void {
  if (!isPlatformScope(actor.scope)) throw new AppError('common.platformOnly');
}
