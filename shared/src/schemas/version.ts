import * as z from 'zod';

/**
 * Answer of `GET /upms/system/emcpSysVersion/getVersion` (platform-core section 7): the platform's version (the root
 * package.json) and when the running code was built (ISO 8601; null when the build did not record it).
 */
export const platformVersion = z.object({
  version: z.string(),
  buildTime: z.string().nullable(),
});
export type PlatformVersion = z.infer<typeof platformVersion>;
