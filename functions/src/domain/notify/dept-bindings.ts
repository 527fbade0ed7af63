import { deptBindingCount } from '../../data/access/binding-counters';
import { AppError } from '../../lib/app-error';
import { NOTIFY_ERRORS } from '@aed/shared/errors/notify-errors';
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';

/**
 * An organization delete is refused while notify persons or handler assignments are bound to it (decision 0019):
 * they are deliberate set-up an administrator removes knowingly, not debris to sweep away silently. The organization
 * delete's transaction repeats the check on the same counters, so an add racing the delete cannot leave an orphan.
 */
export async function assertDeptHoldsNoBindings(deptId: number): Promise<void> {
  const [persons, handlers] = await Promise.all([deptBindingCount('notify', deptId), deptBindingCount('handler', deptId)]);
  if (persons > 0) throw AppError.of(NOTIFY_ERRORS, 'notify.deptHasPersons', { count: persons });
  if (handlers > 0) throw AppError.of(HANDLER_ERRORS, 'handler.deptHasHandlers', { count: handlers });
}
