/**
 * Compile-time checks of the typed client (run by `npm run typecheck`, and by vitest as an ordinary file): a call
 * that sends the wrong input or reads an answer the route does not give does not compile.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { ConfigAdd, ConfigByKey, ConfigDelete, ConfigExport, ConfigPage } from '@aed/shared/routes/config.routes';
import { OnlineForceLogout } from '@aed/shared/routes/monitor.routes';
import { api, download } from './api-client';

// Never called: the bodies only have to type-check.
const typeOnly = (_fn: () => unknown) => undefined;

describe('typed api client', () => {
  it('derives the answer from the route and refuses input the route does not take', () => {
    typeOnly(async () => {
      const page = await api(ConfigPage, { query: { limit: 10 } });
      expectTypeOf(page.rows[0]!.configKey).toEqualTypeOf<string>();
      expectTypeOf(await api(ConfigByKey, { query: { configKey: 'sys.x' } })).toEqualTypeOf<string>();
      // @ts-expect-error the body is required
      await api(ConfigAdd);
      // @ts-expect-error a body route takes no query
      await api(ConfigAdd, { query: { configName: 'x' } });
      // @ts-expect-error wrong field type
      await api(ConfigAdd, { body: { configName: 1, configKey: 'k', configValue: 'v' } });
      // @ts-expect-error the path parameter is required
      await api(OnlineForceLogout, {});
      await api(OnlineForceLogout, { params: { tokenId: 'abc' } });
      await api(ConfigDelete, { query: { ids: '1,2' } });
      // @ts-expect-error a JSON route is not a download
      await download(ConfigPage, { query: {} });
      await download(ConfigExport, { query: {} });
    });
  });
});
