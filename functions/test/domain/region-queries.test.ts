/**
 * The region reads cost about what they show, whatever the size of the tree (docs/decisions/0016): the children of a
 * region are ONE Query of the parent index reading exactly those children, a subtree search is a key-prefix Query of
 * the path index, labels are BatchGets; nothing ever Scans. Every command the data layer sends is recorded on the
 * shared DynamoDB client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { addRegionBody, type RegionRecord } from '@aed/shared/schemas/region';
import { dynamoClient, documentClient } from '../../src/data/client';
import { env } from '../../src/lib/env';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { ALL_SCOPE } from '../../src/data/data-scope';
import type { Actor } from '../../src/domain/actor';
import { addRegion } from '../../src/domain/region/region-service';
import { pageRegionSearch, regionChildren, regionInfo, regionOptions, regionPaths } from '../../src/domain/region/region-queries';

interface Sent {
  name: string;
  input: Record<string, unknown>;
  output: { ScannedCount?: number; Count?: number };
}
const sent: Sent[] = [];

const ACTOR: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 'test', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };

/** Commands sent while `run` runs. */
async function recorded(run: () => Promise<unknown>): Promise<Sent[]> {
  const from = sent.length;
  await run();
  return sent.slice(from);
}

const PROVINCES = 12;
const CITIES = 6;

describe('region reads: one Query per level, never a Scan', () => {
  let country: RegionRecord;
  let province: RegionRecord;
  let city: RegionRecord;
  let total = 0;

  beforeAll(async () => {
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        sent.push({ name: String(context.commandName), input: (args as { input: Record<string, unknown> }).input, output: result.output as Sent['output'] });
        return result;
      },
      { step: 'initialize', name: 'regionQueryRecorder' },
    );
    const add = (body: Record<string, unknown>) => addRegion(ACTOR, addRegionBody.parse(body));
    // a second country around it, so "the whole tree" is clearly more than one level
    for (const c of ['QA', 'QB']) {
      const other = await add({ regionCode: c, regionName: `Other ${c}` });
      for (let i = 0; i < 5; i++) await add({ parentId: other.regionId, regionCode: `${c}-${i}`, regionName: `Other ${c} ${i}` });
      total += 6;
    }
    country = await add({ regionCode: 'QC', regionName: 'Querystan', names: { fr: 'Requêtie' } });
    total += 1;
    for (let p = 0; p < PROVINCES; p++) {
      const prov = await add({ parentId: country.regionId, regionCode: `QC-${p}`, regionName: `Province ${p}` });
      total += 1;
      if (p === 3) province = prov;
      for (let c = 0; c < CITIES; c++) {
        const created = await add({ parentId: prov.regionId, regionCode: `QC-${p}-${c}`, regionName: `City ${p}.${c}`, status: c === 0 ? '1' : '0' });
        total += 1;
        if (p === 3 && c === 2) city = created;
      }
    }
  }, 120_000);

  afterAll(() => {
    dynamoClient.middlewareStack.remove('regionQueryRecorder');
  });

  it('lists the children of a region with ONE Query of the parent index that reads only those children', async () => {
    let rows: RegionRecord[] = [];
    const commands = await recorded(async () => {
      rows = await regionChildren({ parentId: province.regionId, status: undefined });
    });
    expect(rows).toHaveLength(CITIES);
    const queries = commands.filter((c) => c.name === 'QueryCommand');
    expect(queries).toHaveLength(1);
    expect(queries[0].input).toMatchObject({ IndexName: 'gsi1' });
    expect(String(queries[0].input.KeyConditionExpression)).toContain('#pk = :pk');
    // it read the province's children, not the tree (the tree holds many more regions)
    expect(queries[0].output.ScannedCount).toBe(CITIES);
    expect(total).toBeGreaterThan(CITIES * PROVINCES);
    expect(commands.map((c) => c.name).filter((n) => /scan/i.test(n))).toEqual([]);

    // the top level: one Query reading the three countries only
    const top = await recorded(() => regionChildren({ parentId: 0, status: undefined }));
    expect(top.filter((c) => c.name === 'QueryCommand').map((c) => c.output.ScannedCount)).toEqual([3]);
  });

  it('offers the enabled children of an enabled region with one Query of that level', async () => {
    const commands = await recorded(async () => {
      const options = await regionOptions(province.regionId);
      expect(options).toHaveLength(CITIES - 1);
    });
    const queries = commands.filter((c) => c.name === 'QueryCommand');
    expect(queries.map((q) => [q.input.IndexName, q.output.ScannedCount])).toEqual([['gsi1', CITIES]]);
    expect(commands.map((c) => c.name).filter((n) => /scan/i.test(n))).toEqual([]);
  });

  it('searches a region and below with key-prefix Queries of the path index, and labels with BatchGets', async () => {
    const commands = await recorded(async () => {
      const page = await pageRegionSearch({ parentId: province.regionId, keyword: 'city 3.', status: undefined, limit: 10, cursor: undefined });
      expect(page.total).toBe(CITIES);
      expect(page.rows[0].path.map((n) => n.regionId)).toEqual([country.regionId, province.regionId, page.rows[0].regionId]);
      await regionInfo(city.regionId);
      expect((await regionPaths([city.regionId], 'fr'))[0].label).toBe('Requêtie / Province 3 / City 3.2');
    });
    const names = commands.map((c) => c.name);
    expect(names).toContain('QueryCommand');
    expect(names).toContain('BatchGetItemCommand');
    expect(names.filter((n) => /scan/i.test(n))).toEqual([]);
    for (const q of commands.filter((c) => c.name === 'QueryCommand' && c.input.IndexName === 'gsi2')) {
      expect(String(q.input.KeyConditionExpression)).toMatch(/begins_with/);
      // the key range is the province's subtree: never more than it holds
      expect(q.output.ScannedCount).toBeLessThanOrEqual(CITIES + 1);
    }
  });

  it('the recorder does see a Scan (so the checks above can fail)', async () => {
    const commands = await recorded(() => documentClient.send(new ScanCommand({ TableName: env.tableName, Limit: 1 })));
    expect(commands.map((c) => c.name)).toContain('ScanCommand');
  });
});
