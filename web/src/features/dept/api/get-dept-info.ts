import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeptInfo } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

/** One organization, loaded fresh before editing it. */
export const getDeptInfo = (deptId: number) => api(DeptInfo, { query: { deptId } });

export const deptInfoOptions = (deptId: number) =>
  queryOptions({ queryKey: deptKeys.info(deptId), queryFn: () => getDeptInfo(deptId), staleTime: 0, gcTime: 0 });

export const useDeptInfo = (deptId: number | undefined) => useQuery({ ...deptInfoOptions(deptId ?? 0), enabled: deptId !== undefined });
