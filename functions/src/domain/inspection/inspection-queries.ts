import type { CursorPage } from '@aed/shared/api/envelope';
import { INSPECTION_ITEMS, type InspectionPageQuery, type InspectionRecord } from '@aed/shared/schemas/inspection';
import { INSPECTION_ERRORS } from '@aed/shared/errors/inspection-errors';
import { countInspectionRecords, getInspectionRecordInScope, pageInspectionRecords } from '../../data/access/inspection-records';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { scopeQueries } from '../../data/data-scope';
import type { InspectionRecordItem } from '../../data/entities/inspection-record-entity';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { deptNamesOf } from '../org-records';

/** Monitoring records (decision 0050): the list of the caller's scope (narrowed to the organization picked), one record. */

async function toRecords(items: readonly InspectionRecordItem[]): Promise<InspectionRecord[]> {
  const names = await deptNamesOf([...new Set(items.map((r) => r.deptId))]);
  return items.map((r) => ({
    recordId: r.recordId,
    source: r.source,
    deviceId: r.deviceId,
    serialNumber: r.serialNumber,
    deptId: r.deptId,
    deptName: names.get(r.deptId) ?? '',
    inspectionDate: r.inspectionDate,
    inspectedAt: r.inspectedAt,
    inspectorName: r.inspectorName,
    result: r.result,
    items: Object.fromEntries(INSPECTION_ITEMS.map((i) => [i, (r.items as Record<string, string | undefined>)[i] === 'pass' || (r.items as Record<string, string | undefined>)[i] === 'fail' ? (r.items as Record<string, 'pass' | 'fail'>)[i] : ''])) as InspectionRecord['items'],
    remark: r.remark,
    importedBy: r.importedBy,
    createTime: r.createTime,
  }));
}

export async function inspectionRecordPage(actor: Actor, query: InspectionPageQuery): Promise<CursorPage<InspectionRecord>> {
  const { scope } = await listScope(actor, query.deptId);
  const partitions = scopeQueries(scope);
  const filter = { serialNumber: query.serialNumber, dateFrom: query.dateFrom, dateTo: query.dateTo, result: query.result, source: query.source };
  const page = await pageWithTotal(query.cursor, () => pageInspectionRecords(partitions, filter, query.limit, query.cursor), () => countInspectionRecords(partitions, filter));
  return { ...page, rows: await toRecords(page.rows) };
}

export async function inspectionRecordInfo(actor: Actor, recordId: string): Promise<InspectionRecord> {
  const item = await getInspectionRecordInScope(actor.scope, recordId);
  if (!item) throw AppError.of(INSPECTION_ERRORS, 'inspection.notFound');
  return (await toRecords([item]))[0]!;
}
