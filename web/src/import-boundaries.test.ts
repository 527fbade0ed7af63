/**
 * The SPA's import direction, shared (components, lib, api, test...) -> features -> app, as the repository's lint
 * (eslint.config.js) holds it: source texts linted as if they sat at a path under web/src.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: REPO });

/** The messages of linting `code` as the file `file` (relative to web/src). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, 'web/src', file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const importing = (source: string) => `import { thing } from '${source}';\n\nexport const used = [thing];\n`;

const refused = (rule: string, says: string) => [{ rule, message: expect.stringContaining(says) }];

describe('import boundaries of web/src', () => {
  it('refuses an import of another feature, at any depth, a feature created later included', async () => {
    expect(await lint('features/device/components/device-list.tsx', importing('../../accessory/components/device-accessories-tab'))).toEqual(
      refused('no-restricted-imports', 'A feature imports no other feature'),
    );
    expect(await lint('features/device/device-routes.ts', importing('../accessory/api/get-device-accessories'))).toEqual(
      refused('no-restricted-imports', 'A feature imports no other feature'),
    );
    expect(await lint('features/brand-new/components/parts/brand-new-part.tsx', importing('../../../dept/api/dept-keys'))).toEqual(
      refused('no-restricted-imports', 'A feature imports no other feature'),
    );
    expect(await lint('features/device/components/device-list.tsx', importing('../../../features/accessory/api/get-device-accessories'))).toEqual(
      refused('no-restricted-imports', 'A feature imports no other feature'),
    );
  });

  it('refuses a feature or app/ in components/ and the other shared folders, dynamic imports included', async () => {
    expect(await lint('components/layout/navbar.tsx', importing('../../features/notice/components/notice-bell'))).toEqual(
      refused('no-restricted-imports', 'Shared folders (components, lib, api, test...) import no feature'),
    );
    expect(await lint('components/layout/user-menu.tsx', "export const load = () => import('../../features/version/components/about-dialog');\n")).toEqual(
      refused('no-restricted-syntax', 'Shared folders (components, lib, api, test...) import no feature'),
    );
    expect(await lint('lib/session.ts', importing('../app/shell-slots'))).toEqual(refused('no-restricted-imports', 'Only web/src/app composes the screens'));
    expect(await lint('api/get-dept-treeselect.ts', importing('../features/dept/api/dept-keys'))).toEqual(
      refused('no-restricted-imports', 'Shared folders (components, lib, api, test...) import no feature'),
    );
  });

  it('refuses app/ in a feature', async () => {
    expect(await lint('features/job/components/cron-preview.test.tsx', importing('../../../app/shell-slots'))).toEqual(
      refused('no-restricted-imports', 'Only web/src/app composes the screens'),
    );
  });

  it("allows a feature's own files and the shared folders in a feature, and features in app/", async () => {
    const own = `import { useDeviceInfo } from '../api/get-device-info';
import { DeviceBasicTab } from './device-basic-tab';
import { OrgSelect } from '../../../components/form/org-select';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { formatDateTime } from '../../../lib/format';

export const used = [useDeviceInfo, DeviceBasicTab, OrgSelect, useDeptTreeSelect, formatDateTime];
`;
    expect(await lint('features/device/components/device-details-dialog.tsx', own)).toEqual([]);
    expect(await lint('components/layout/navbar.tsx', importing('../ui/lang-select'))).toEqual([]);
    expect(await lint('app/screens/device-screen.tsx', importing('../../features/accessory/components/device-accessories-tab'))).toEqual([]);
  });

  it('refuses a query described inline instead of by its queryOptions factory, anywhere in web/src', async () => {
    const inline = "import { useQuery } from '@tanstack/react-query';\n\nexport const useThing = () => useQuery({ queryKey: ['thing'], queryFn: () => 1 });\n";
    for (const file of ['features/device/api/get-thing.ts', 'components/layout/thing.tsx', 'lib/thing.ts', 'app/thing.ts']) {
      expect(await lint(file, inline)).toEqual(refused('no-restricted-syntax', 'queryOptions factory'));
    }
    const fromFactory = `import { queryOptions, useQuery } from '@tanstack/react-query';

export const thingQuery = () => queryOptions({ queryKey: ['thing'], queryFn: () => 1 });
export const useThing = (enabled: boolean) => [useQuery(thingQuery()), useQuery({ ...thingQuery(), enabled })];
`;
    expect(await lint('features/device/api/get-thing.ts', fromFactory)).toEqual([]);
  });
});
