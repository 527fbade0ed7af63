import type { PlatformVersion } from '@aed/shared/schemas/version';
// The bundle carries the version it was built from (esbuild inlines the JSON).
import rootPackage from '../../../../package.json';
import { env } from '../../lib/env';

/** The platform version and build time (docs/decisions/0031: public, as the login page shows it). */
export function platformVersion(): PlatformVersion {
  return { version: rootPackage.version, buildTime: env.platformBuildTime ?? null };
}
