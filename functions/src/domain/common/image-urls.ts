/**
 * Where the SPA fetches stored images (the GET routes DeptImage and UserAvatar). The JSON answers carry these URLs,
 * never the bytes; `v` changes with every upload, so a cached image is never shown for a newer one.
 */
import { API_BASE } from '@aed/shared/api/route';

export const deptImageUrl = (deptId: number, kind: 'logo' | 'seal', version: string | undefined): string =>
  version ? `${API_BASE}/upms/system/dept/image/${deptId}/${kind}?v=${encodeURIComponent(version)}` : '';

/** `blobKey` (`user/<userId>/avatar-<uuid>`) is new on every upload: its uuid is the version. */
export const avatarUrl = (userId: number, blobKey: string | undefined): string =>
  blobKey ? `${API_BASE}/upms/system/user/avatar/${userId}?v=${encodeURIComponent(blobKey.slice(-36))}` : '';
