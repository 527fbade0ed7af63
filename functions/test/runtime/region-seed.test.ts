import { describe, expect, it } from 'vitest';
import { addRegionBody } from '@aed/shared/schemas/region';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { seed } from '../../src/seed/seed';
import { DEMO_REGIONS, seedDemoRegions } from '../../src/seed/region.seed';
import { findRegionByCode, listRegions } from '../../src/data/access/regions';
import { ALL_SCOPE } from '../../src/data/data-scope';
import type { Actor } from '../../src/domain/actor';
import { addRegion, removeRegions } from '../../src/domain/region/region-service';
import { regionPaths } from '../../src/domain/region/region-queries';

const AUTHOR: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 'seed', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };
const everything = () => listRegions({ prefix: '' }, 10_000);

describe('demo regions (npm start, first start)', () => {
  it('writes France, China and Taiwan down to districts, named in every UI language, keeping a region that exists', async () => {
    await seed({ captchaEnabled: false });
    // an administrator already has China under its ISO code: it is kept as it is and the demo provinces go under it
    const china = await addRegion(AUTHOR, addRegionBody.parse({ regionCode: 'CN', regionName: 'China (ours)' }));
    const created = await seedDemoRegions(AUTHOR);
    expect(created).toBe(DEMO_REGIONS.length - 1);
    expect((await findRegionByCode('CN'))).toMatchObject({ regionId: china.regionId, regionName: 'China (ours)' });
    expect((await findRegionByCode('CN-BJ'))?.parentId).toBe(china.regionId);

    const all = await everything();
    expect(all).toHaveLength(DEMO_REGIONS.length);
    for (const [code, parent] of DEMO_REGIONS) {
      const r = all.find((x) => x.regionCode === code)!;
      expect(r, code).toBeDefined();
      expect(r.status).toBe('0');
      if (code !== 'CN') for (const name of [r.nameEn, r.nameFr, r.nameZhCn, r.nameZhTw]) expect(name, code).not.toBe('');
      const depth = (c: string): number => {
        const p = DEMO_REGIONS.find(([x]) => x === c)![1];
        return p ? depth(p) + 1 : 1;
      };
      expect(r.level, code).toBe(depth(code));
      expect(r.parentId, code).toBe(parent ? all.find((x) => x.regionCode === parent)!.regionId : 0);
    }
    expect(Math.max(...all.map((r) => r.level))).toBe(4);

    const arrondissement = all.find((r) => r.regionCode === 'FR-75108')!;
    const labels = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, (await regionPaths([arrondissement.regionId], l))[0].label])));
    expect(labels).toEqual({
      en: 'France / Île-de-France / Paris / 8th arrondissement of Paris',
      fr: 'France / Île-de-France / Paris / Paris 8e Arrondissement',
      'zh-CN': '法国 / 法兰西岛大区 / 巴黎 / 巴黎第八区',
      'zh-TW': '法國 / 法蘭西島大區 / 巴黎 / 巴黎第八區',
    });
    const daan = all.find((r) => r.regionCode === 'TW-TPE-106')!;
    expect((await regionPaths([daan.regionId], 'zh-CN'))[0].label).toBe('台湾 / 台北市 / 大安区');
    expect((await regionPaths([daan.regionId], 'en'))[0].label).toBe("Taiwan / Taipei City / Da'an District");
  });

  it('is idempotent: running again changes nothing, and a demo region an administrator deleted stays deleted', async () => {
    const before = await everything();
    expect(await seedDemoRegions(AUTHOR)).toBe(0);
    expect(await everything()).toEqual(before);

    const lingya = before.find((r) => r.regionCode === 'TW-KHH-802')!;
    await removeRegions([lingya.regionId]);
    expect(await seedDemoRegions(AUTHOR)).toBe(0);
    expect(await findRegionByCode('TW-KHH-802')).toBeNull();
    expect(await everything()).toHaveLength(before.length - 1);
  });
});
