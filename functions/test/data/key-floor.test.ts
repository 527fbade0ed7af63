/**
 * Time-range reads of an index whose partition key has no parts (one partition shared by every entity with such an
 * index) start at their own entity's first key (functions/src/data/access/key-floor.ts): another entity's items
 * sorting below never fill the page. Against the local DynamoDB.
 */
import { describe, expect, it } from 'vitest';
import { listDueSweeps } from '../../src/data/access/uploads';
import { statusesChangingBy } from '../../src/data/access/device-statuses';
import { StatusChangeEntity } from '../../src/data/entities/status-change-entity';
import { UploadSweepEntity } from '../../src/data/entities/upload-sweep-entity';
import { LeaseDueEntity } from '../../src/data/entities/sale-entity';
import { ImageUploadEntity } from '../../src/data/entities/image-upload-entity';
import { LicenceBatchEntity } from '../../src/data/entities/licence-batch-entity';
import { pageDeptBatches } from '../../src/data/access/licences';

describe('time-range reads on a shared partition', () => {
  it("finds the due upload sweep behind a page's worth of another entity's items sorting below it", async () => {
    // statusChange ("$statuschange_1#...") sorts below uploadSweep ("$uploadsweep_1#...") in the main table's "$aed"
    await StatusChangeEntity.put(Array.from({ length: 30 }, (_, i) => ({ changeDay: '2026-01-01', deviceId: 900_000 + i }))).go();
    const due = new Date(Date.now() - 60_000).toISOString();
    await UploadSweepEntity.put({ dueTime: due, uploadId: 'floor-test', blobKey: 'upload/1/floor-test' }).go();
    await UploadSweepEntity.put({ dueTime: new Date(Date.now() + 3_600_000).toISOString(), uploadId: 'floor-later', blobKey: 'upload/1/floor-later' }).go();
    expect((await listDueSweeps(new Date().toISOString(), 10)).map((s) => s.uploadId)).toEqual(['floor-test']);
  });

  it("pages an organization's expired licence batches past its image uploads, which share the index partition and sort below", async () => {
    const deptId = 7_700_001;
    // imageUpload ("$imageupload_1#...") sorts below licenceBatch ("$licencebatch_1#...") in the organization's gsi1 partition
    const createTime = new Date().toISOString();
    await ImageUploadEntity.put(Array.from({ length: 30 }, (_, i) => ({ uploadId: `floor-${i}`, deptId, kind: 'logo' as const, createTime, ttl: Math.floor(Date.now() / 1000) + 3600 }))).go();
    const batch = (batchId: string, expireKey: string) => ({ batchId, deptId, total: 5, available: 5, expireTime: expireKey, expireKey, createTime });
    await LicenceBatchEntity.put([batch('floor-old', '2026-01-10'), batch('floor-today', '2026-02-01'), batch('floor-later', '2026-03-01')]).go();
    // one row a read, as the list's last row of a page asks: the foreign items must not use up its reads
    const page = await pageDeptBatches(deptId, { lt: '2026-02-01' }, 1, undefined);
    expect(page.rows.map((b) => b.batchId)).toEqual(['floor-old']);
    const all = await pageDeptBatches(deptId, { lt: '2026-02-01' }, 10, undefined);
    expect(all.rows.map((b) => b.batchId)).toEqual(['floor-old']);
  });

  it("reads the status changes of the day in its first page, not another entity's items sorting below them", async () => {
    // leaseDue ("$leasedue_1#...") sorts below statusChange ("$statuschange_1#...") in the main table's "$aed"
    await LeaseDueEntity.put(Array.from({ length: 30 }, (_, i) => ({ rentDueDate: '2026-01-01', saleId: 800_000 + i, deviceId: 800_000 + i, deptPath: '0,100,' }))).go();
    await StatusChangeEntity.put({ changeDay: '2025-12-31', deviceId: 123_456 }).go();
    const page = await statusesChangingBy('2025-12-31', 10, null);
    expect(page.data).toEqual([123_456]);
  });
});
