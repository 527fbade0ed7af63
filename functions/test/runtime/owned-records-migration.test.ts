import { describe, expect, it } from 'vitest';
import { Entity } from 'electrodb';
import { CONFIG_KEYS } from '@aed/shared/constants/limits';
import { entityConfig } from '../../src/data/client';
import { seed } from '../../src/seed/seed';
import { ConfigEntity } from '../../src/data/entities/config-entity';
import { NoticeContentEntity } from '../../src/data/entities/notice-content-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { counterValue } from '../../src/data/access/counters';
import { getNoticeRow, getNoticeWithContent } from '../../src/data/access/notices';
import { getConfigById, getRootConfig } from '../../src/data/access/config-reads';
import { ADMIN_PASSWORD, invoke, loginAfterFirstChange } from '../helpers';

/**
 * An installation from before notices and parameters belonged to organizations (decision 0026): the seed, which runs
 * on every start, makes them the root organization's once, keeps every value an administrator set, creates no
 * duplicate of a seeded parameter, and changes nothing on the next start.
 */

// The entities exactly as they were stored before (one partition each, no organization; global key markers).
const OldNotice = new Entity(
  {
    model: { entity: 'notice', version: '1', service: 'aed' },
    attributes: {
      noticeId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      noticeTitle: { type: 'string', required: true },
      noticeType: { type: ['1', '2'] as const, required: true },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['noticeId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['noticeId'] } },
      published: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['status'] }, sk: { field: 'gsi2sk', composite: ['createTime', 'noticeId'] } },
    },
  },
  entityConfig,
);
const OldConfig = new Entity(
  {
    model: { entity: 'config', version: '1', service: 'aed' },
    attributes: {
      configId: { type: 'number', required: true },
      configName: { type: 'string', required: true },
      configKey: { type: 'string', required: true },
      configValue: { type: 'string', required: true, default: '' },
      configType: { type: ['Y', 'N'] as const, required: true },
      remark: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['configId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['configId'] } },
      byKey: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['configKey'] }, sk: { field: 'gsi2sk', composite: [] } },
    },
  },
  entityConfig,
);

const T = '2025-06-01T08:00:00.000Z';
const oldConfigs = [
  // a seeded parameter an administrator changed (the seed must not add a second one or reset it)
  { configId: 1, configName: 'Account self-service - captcha switch', configKey: CONFIG_KEYS.captchaEnabled, configValue: 'false', configType: 'Y' as const },
  { configId: 3, configName: 'Account self-service - password validity (days)', configKey: CONFIG_KEYS.passwordValidateDays, configValue: '45', configType: 'Y' as const },
  // one an administrator added
  { configId: 1001, configName: 'Map provider', configKey: 'map.provider', configValue: '1', configType: 'N' as const },
];

describe('notices and parameters from before organizations owned them', () => {
  it('become the root organization\'s at the next start, once, with every value kept', async () => {
    for (const c of oldConfigs) {
      await OldConfig.create({ ...c, remark: '', createBy: 'admin', createTime: T, updateBy: 'admin', updateTime: T }).go();
      await UniqueEntity.create({ scope: 'configKey', value: c.configKey.toLowerCase(), ownerId: String(c.configId) }).go();
    }
    for (const [noticeId, noticeTitle, status] of [
      [7, 'Old platform notice', '0'],
      [8, 'Old closed notice', '1'],
    ] as const) {
      await OldNotice.create({ noticeId, noticeTitle, noticeType: '1', status, createBy: 'Admin', createTime: `2025-06-0${noticeId - 5}T08:00:00.000Z`, updateBy: 'admin', updateTime: T }).go();
      await NoticeContentEntity.create({ noticeId, content: `<p>${noticeTitle}</p>` }).go();
    }

    await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: true });

    // parameters: the root's, values kept, no duplicate of a seeded key, the new key markers in place of the old ones
    for (const c of oldConfigs) {
      expect(await getConfigById(c.configId)).toMatchObject({ ...c, deptId: 100, deptPath: '0,100,' });
      expect((await getRootConfig(c.configKey))?.configId).toBe(c.configId);
      expect((await UniqueEntity.get({ scope: 'configKey', value: `100#${c.configKey.toLowerCase()}` }).go()).data?.ownerId).toBe(String(c.configId));
      expect((await UniqueEntity.get({ scope: 'configKey', value: c.configKey.toLowerCase() }).go()).data).toBeNull();
    }
    const { data: rootConfigs } = await ConfigEntity.query.byPath({}).begins({ deptPath: '0,100,' }).go({ pages: 'all' });
    expect(rootConfigs.filter((c) => c.configKey === CONFIG_KEYS.captchaEnabled)).toHaveLength(1);
    expect(await counterValue('deptConfigs#100')).toBe(rootConfigs.length);
    // notices: the root's, in the top bar (enabled only) and the list, with their content
    expect(await getNoticeRow(7)).toMatchObject({ deptId: 100, deptPath: '0,100,', noticeTitle: 'Old platform notice', status: '0' });
    expect((await getNoticeWithContent(8))?.content).toBe('<p>Old closed notice</p>');
    expect(await counterValue('deptNotices#100')).toBe(2);

    // the seeded administrator's password is one-time (decision 0027)
    const token = await loginAfterFirstChange('admin', ADMIN_PASSWORD, `${ADMIN_PASSWORD}x`);
    expect((await invoke('NoticePublished', { token })).json.data.map((n: { noticeId: number }) => n.noticeId)).toEqual([7]);
    expect((await invoke('NoticePage', { token, query: { noticeTitle: 'old' } })).json.data).toMatchObject({ total: 2 });
    expect((await invoke('NoticePage', { token, query: { createBy: 'adm' } })).json.data.total).toBe(2);
    expect((await invoke('ConfigPage', { token, query: { configKey: 'map.' } })).json.data.rows.map((r: { configId: number }) => r.configId)).toEqual([1001]);
    // the key is still taken in the root organization
    expect((await invoke('ConfigAdd', { token, body: { configName: 'Again', configKey: 'MAP.provider', configValue: '2' } })).json.errorCode).toBe('config.keyExists');

    // the next start finds nothing left to move and changes nothing
    const before = { configs: await counterValue('deptConfigs#100'), notices: await counterValue('deptNotices#100'), notice: await getNoticeRow(7) };
    await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: true });
    expect({ configs: await counterValue('deptConfigs#100'), notices: await counterValue('deptNotices#100'), notice: await getNoticeRow(7) }).toEqual(before);
    expect((await getRootConfig(CONFIG_KEYS.captchaEnabled))?.configValue).toBe('false');
  }, 240_000);
});
