import { LIMITS } from '@aed/shared/constants/limits';
import { deleteDept, deleteDeptImages } from '../../data/access/depts';
import { forgetReportSchedule } from '../../data/access/report-schedules';
import { deptHasChildren, deptHasUsers } from '../../data/access/dept-reads';
import { deptDeviceCount } from '../../data/access/devices/device-counters';
import { deptAccessoryCount } from '../../data/access/accessories';
import { deleteImageUploadsOfDept } from '../../data/access/image-uploads';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { deleteBlobsQuietly } from '../common/image-upload';
import { forgetDeptNames } from '../common/record-names';
import { assertDeptHoldsNoBindings } from '../notify/dept-bindings';
import { assertDeptOwnsNothing } from '../org-owned';
import { isRoot } from './dept-queries';
import { visibleDept } from './visible-dept';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { ACCESSORY_ERRORS } from '@aed/shared/errors/accessory-errors';

/*
 * Deleting an organization, apart from adding and editing one (dept-service.ts): only the delete removes the
 * organization's images from the blob store, so only its Lambda carries the S3 client (decision 0034).
 */

/** Spec section 5: never while it has child organizations, users or devices (the last also a condition of the delete). */
export async function removeDept(actor: Actor, deptId: number): Promise<void> {
  const dept = await visibleDept(actor, deptId);
  if (isRoot(dept) || dept.deptId === LIMITS.defaultDeptId) throw AppError.of(DEPT_ERRORS, 'dept.rootImmutable');
  if (await deptHasChildren(dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.hasChildren');
  if (await deptHasUsers(dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.hasUsers');
  if ((await deptDeviceCount(dept.deptId)) > 0) throw AppError.of(DEPT_ERRORS, 'dept.hasDevices');
  await assertDeptHoldsNoBindings(dept.deptId);
  const accessories = await deptAccessoryCount(dept.deptId);
  if (accessories > 0) throw AppError.of(ACCESSORY_ERRORS, 'accessory.deptHasRecords', { count: accessories });
  await assertDeptOwnsNothing(dept.deptId);
  await deleteDept(dept);
  // its report email schedule mails nothing now (decision 0057)
  await forgetReportSchedule(dept.deptId);
  forgetDeptNames([dept.deptId]);
  await deleteBlobsQuietly([...(await deleteDeptImages(dept.deptId)), ...(await deleteImageUploadsOfDept(dept.deptId))]);
}
