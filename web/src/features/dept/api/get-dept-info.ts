import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptRecord } from '@aed/shared/schemas/dept';
import { legacyApi } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

/** `GET /upms/system/dept/info?deptId=`: one organization, loaded fresh before editing it. */
export const getDeptInfo = (deptId: number): Promise<DeptRecord> => legacyApi.get<DeptRecord>(`${DEPT_API}/info`, { deptId });

export const deptInfoOptions = (deptId: number) =>
  queryOptions({ queryKey: deptKeys.info(deptId), queryFn: () => getDeptInfo(deptId), staleTime: 0, gcTime: 0 });

export const useDeptInfo = (deptId: number | undefined) => useQuery({ ...deptInfoOptions(deptId ?? 0), enabled: deptId !== undefined });
