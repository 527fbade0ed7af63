/** The platform version (platform-core section 7). */
import { platformVersion } from '../schemas/version';
import { defineRoute } from '../api/route';

export const GetVersion = defineRoute({ id: 'GetVersion', method: 'GET', path: '/upms/system/emcpSysVersion/getVersion', access: 'public', summary: 'The platform version and build time (shown on the login page and in About)', response: platformVersion });
export const VERSION_ROUTES = [GetVersion] as const;
