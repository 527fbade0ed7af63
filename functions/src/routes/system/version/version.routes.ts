/** The platform version (platform-core section 7). */
import type { RouteDefinition } from '../../route-types';

export const VERSION_ROUTES = [
  { id: 'GetVersion', method: 'GET', path: '/upms/system/emcpSysVersion/getVersion', entry: 'system/version/get-version', access: 'public', summary: 'The platform version and build time (shown on the login page and in About)' },
] as const satisfies readonly RouteDefinition[];
