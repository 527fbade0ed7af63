/**
 * Demo administrative regions (docs/decisions/0016): a small tree in France, China and Taiwan, so the regions
 * screen and the cascading selects have something to show on a first start. Each region has its official local
 * name as the default name and a name in each UI language. Codes: ISO 3166-1 for countries, ISO 3166-2 for the
 * first-level divisions, then the national code (INSEE department and commune, GB/T 2260, Taiwan postal code)
 * prefixed with the country.
 *
 * Written once, through the same domain service the API uses (every rule applies). Idempotent: a region whose code
 * exists is left as it is, and once the whole set was written a mark keeps later runs from doing anything, even
 * re-creating a demo region an administrator deleted.
 */
import { addRegionBody } from '@aed/shared/schemas/region';
import { findRegionByCode, seedMarkExists, setSeedMark } from '../data/access/regions';
import type { Actor } from '../domain/actor';
import { AppError } from '../lib/app-error';
import { addRegion } from '../domain/region/region-service';
import { logger } from '../lib/logger';

/** [code, parent code ('' = top level), default name, en, fr, zh-CN, zh-TW]; parents come before their children. */
type DemoRegion = readonly [code: string, parent: string, name: string, en: string, fr: string, zhCN: string, zhTW: string];

export const DEMO_REGIONS: readonly DemoRegion[] = [
  ['FR', '', 'France', 'France', 'France', '法国', '法國'],
  ['FR-IDF', 'FR', 'Île-de-France', 'Île-de-France', 'Île-de-France', '法兰西岛大区', '法蘭西島大區'],
  ['FR-75', 'FR-IDF', 'Paris', 'Paris', 'Paris', '巴黎', '巴黎'],
  ['FR-75101', 'FR-75', 'Paris 1er Arrondissement', '1st arrondissement of Paris', 'Paris 1er Arrondissement', '巴黎第一区', '巴黎第一區'],
  ['FR-75108', 'FR-75', 'Paris 8e Arrondissement', '8th arrondissement of Paris', 'Paris 8e Arrondissement', '巴黎第八区', '巴黎第八區'],
  ['FR-92', 'FR-IDF', 'Hauts-de-Seine', 'Hauts-de-Seine', 'Hauts-de-Seine', '上塞纳省', '上塞納省'],
  ['FR-ARA', 'FR', 'Auvergne-Rhône-Alpes', 'Auvergne-Rhône-Alpes', 'Auvergne-Rhône-Alpes', '奥弗涅-罗讷-阿尔卑斯大区', '奧弗涅-隆河-阿爾卑斯大區'],
  ['FR-69', 'FR-ARA', 'Rhône', 'Rhône', 'Rhône', '罗讷省', '隆河省'],
  ['FR-PAC', 'FR', "Provence-Alpes-Côte d'Azur", "Provence-Alpes-Côte d'Azur", "Provence-Alpes-Côte d'Azur", '普罗旺斯-阿尔卑斯-蓝色海岸大区', '普羅旺斯-阿爾卑斯-蔚藍海岸大區'],
  ['FR-13', 'FR-PAC', 'Bouches-du-Rhône', 'Bouches-du-Rhône', 'Bouches-du-Rhône', '罗讷河口省', '隆河口省'],
  ['FR-06', 'FR-PAC', 'Alpes-Maritimes', 'Alpes-Maritimes', 'Alpes-Maritimes', '滨海阿尔卑斯省', '濱海阿爾卑斯省'],

  ['CN', '', '中国', 'China', 'Chine', '中国', '中國'],
  ['CN-BJ', 'CN', '北京市', 'Beijing', 'Pékin', '北京市', '北京市'],
  ['CN-110101', 'CN-BJ', '东城区', 'Dongcheng District', 'District de Dongcheng', '东城区', '東城區'],
  ['CN-110105', 'CN-BJ', '朝阳区', 'Chaoyang District', 'District de Chaoyang', '朝阳区', '朝陽區'],
  ['CN-110108', 'CN-BJ', '海淀区', 'Haidian District', 'District de Haidian', '海淀区', '海淀區'],
  ['CN-SH', 'CN', '上海市', 'Shanghai', 'Shanghai', '上海市', '上海市'],
  ['CN-310101', 'CN-SH', '黄浦区', 'Huangpu District', 'District de Huangpu', '黄浦区', '黃浦區'],
  ['CN-310115', 'CN-SH', '浦东新区', 'Pudong New Area', 'Nouvelle zone de Pudong', '浦东新区', '浦東新區'],
  ['CN-GD', 'CN', '广东省', 'Guangdong', 'Guangdong', '广东省', '廣東省'],
  ['CN-440100', 'CN-GD', '广州市', 'Guangzhou', 'Canton', '广州市', '廣州市'],
  ['CN-440104', 'CN-440100', '越秀区', 'Yuexiu District', 'District de Yuexiu', '越秀区', '越秀區'],
  ['CN-440106', 'CN-440100', '天河区', 'Tianhe District', 'District de Tianhe', '天河区', '天河區'],
  ['CN-440300', 'CN-GD', '深圳市', 'Shenzhen', 'Shenzhen', '深圳市', '深圳市'],
  ['CN-440304', 'CN-440300', '福田区', 'Futian District', 'District de Futian', '福田区', '福田區'],
  ['CN-440305', 'CN-440300', '南山区', 'Nanshan District', 'District de Nanshan', '南山区', '南山區'],

  ['TW', '', '臺灣', 'Taiwan', 'Taïwan', '台湾', '臺灣'],
  ['TW-TPE', 'TW', '臺北市', 'Taipei City', 'Taipei', '台北市', '臺北市'],
  ['TW-TPE-100', 'TW-TPE', '中正區', 'Zhongzheng District', 'District de Zhongzheng', '中正区', '中正區'],
  ['TW-TPE-106', 'TW-TPE', '大安區', "Da'an District", "District de Da'an", '大安区', '大安區'],
  ['TW-TPE-110', 'TW-TPE', '信義區', 'Xinyi District', 'District de Xinyi', '信义区', '信義區'],
  ['TW-NWT', 'TW', '新北市', 'New Taipei City', 'Nouveau Taipei', '新北市', '新北市'],
  ['TW-NWT-220', 'TW-NWT', '板橋區', 'Banqiao District', 'District de Banqiao', '板桥区', '板橋區'],
  ['TW-KHH', 'TW', '高雄市', 'Kaohsiung City', 'Kaohsiung', '高雄市', '高雄市'],
  ['TW-KHH-802', 'TW-KHH', '苓雅區', 'Lingya District', 'District de Lingya', '苓雅区', '苓雅區'],
];

const MARK = 'demoRegions';

/** Writes the demo regions that are missing, once (see above). Returns how many it created. */
export async function seedDemoRegions(author: Actor): Promise<number> {
  if (await seedMarkExists(MARK)) return 0;
  const idOf = new Map<string, number>();
  const position = new Map<string, number>();
  let created = 0;
  for (const [code, parentCode, name, en, fr, zhCN, zhTW] of DEMO_REGIONS) {
    const orderNum = (position.get(parentCode) ?? 0) + 1;
    position.set(parentCode, orderNum);
    const existing = await findRegionByCode(code);
    if (existing) {
      idOf.set(code, existing.regionId);
      continue;
    }
    const parentId = parentCode ? idOf.get(parentCode) : 0;
    if (parentId === undefined) continue; // its parent could not be placed: leave the branch out
    try {
      const body = addRegionBody.parse({ parentId, regionCode: code, regionName: name, names: { en, fr, 'zh-CN': zhCN, 'zh-TW': zhTW }, orderNum });
      idOf.set(code, (await addRegion(author, body)).regionId);
      created += 1;
    } catch (e) {
      // A name an administrator already gave a sibling: this branch is left out rather than blocking the start.
      if (!(e instanceof AppError)) throw e;
      logger.warn('demo region not seeded', { code, errorCode: e.errorCode });
    }
  }
  await setSeedMark(MARK);
  return created;
}
