import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptRecord, DeptSearch } from '@aed/shared/schemas/dept';
import { legacyApi } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

/** `GET /upms/system/dept/list`: the organizations of the caller's scope matching the search, parents first. */
export const getDeptList = (search: DeptSearch): Promise<DeptRecord[]> => legacyApi.get<DeptRecord[]>(`${DEPT_API}/list`, search);

export const deptListOptions = (search: DeptSearch) =>
  queryOptions({ queryKey: deptKeys.list(search), queryFn: () => getDeptList(search), placeholderData: keepPreviousData });

export const useDeptList = (search: DeptSearch) => useQuery(deptListOptions(search));
