import { LIMITS } from '@aed/shared/constants/limits';
import type { DeptImageBody } from '@aed/shared/schemas/dept';
import { getDeptImage, setDeptImage, type DeptImageKind } from '../../data/access/depts';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { visibleDept } from './dept-service';

/**
 * An image item must fit in one DynamoDB item (400 KB): the data URL is capped below that. The spec's 5 MB image
 * limit is checked too; larger logos and seals need object storage (not part of this module yet).
 */
const MAX_DATA_URL_CHARS = 350_000;

/** Magic numbers: the declared type is not trusted. PNG, JPEG, TIFF (both byte orders). */
function imageType(b: Buffer): 'image/png' | 'image/jpeg' | 'image/tiff' | null {
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 4).equals(Buffer.from([0x49, 0x49, 0x2a, 0x00])) || b.subarray(0, 4).equals(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))) return 'image/tiff';
  return null;
}

export async function getDeptImageOf(actor: Actor, deptId: number, kind: DeptImageKind): Promise<{ image: string }> {
  await visibleDept(actor, deptId);
  return { image: (await getDeptImage(deptId, kind)) ?? '' };
}

export async function putDeptImage(actor: Actor, body: DeptImageBody): Promise<{ kind: DeptImageKind; stored: boolean }> {
  const dept = await visibleDept(actor, body.deptId);
  if (body.image) {
    const bytes = Buffer.from(body.image.slice(body.image.indexOf(',') + 1), 'base64');
    if (bytes.length > LIMITS.imageBytes || body.image.length > MAX_DATA_URL_CHARS) throw new AppError('common.fileTooLarge');
    const declared = body.image.slice(5, body.image.indexOf(';'));
    if (imageType(bytes) !== declared) throw new AppError('common.fileFormat');
  }
  await setDeptImage(dept, body.kind, body.image, nowIso(), actor.username);
  return { kind: body.kind, stored: !!body.image };
}
