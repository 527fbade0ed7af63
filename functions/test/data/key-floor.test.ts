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

describe('time-range reads on a shared partition', () => {
  it("finds the due upload sweep behind a page's worth of another entity's items sorting below it", async () => {
    // statusChange ("$statuschange_1#...") sorts below uploadSweep ("$uploadsweep_1#...") in the main table's "$aed"
    await StatusChangeEntity.put(Array.from({ length: 30 }, (_, i) => ({ changeDay: '2026-01-01', deviceId: 900_000 + i }))).go();
    const due = new Date(Date.now() - 60_000).toISOString();
    await UploadSweepEntity.put({ dueTime: due, uploadId: 'floor-test', blobKey: 'upload/1/floor-test' }).go();
    await UploadSweepEntity.put({ dueTime: new Date(Date.now() + 3_600_000).toISOString(), uploadId: 'floor-later', blobKey: 'upload/1/floor-later' }).go();
    expect((await listDueSweeps(new Date().toISOString(), 10)).map((s) => s.uploadId)).toEqual(['floor-test']);
  });

  it("reads the status changes of the day in its first page, not another entity's items sorting below them", async () => {
    // leaseDue ("$leasedue_1#...") sorts below statusChange ("$statuschange_1#...") in the main table's "$aed"
    await LeaseDueEntity.put(Array.from({ length: 30 }, (_, i) => ({ rentDueDate: '2026-01-01', saleId: 800_000 + i, deviceId: 800_000 + i, deptPath: '0,100,' }))).go();
    await StatusChangeEntity.put({ changeDay: '2025-12-31', deviceId: 123_456 }).go();
    const page = await statusesChangingBy('2025-12-31', 10, null);
    expect(page.data).toEqual([123_456]);
  });
});
