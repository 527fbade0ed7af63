import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeptSearch } from '@aed/shared/schemas/dept';
import { DeptList } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

/** The organizations of the caller's scope matching the search, parents first. */
export const getDeptList = (search: DeptSearch) => api(DeptList, { query: search });

export const deptListOptions = (search: DeptSearch) =>
  queryOptions({ queryKey: deptKeys.list(search), queryFn: () => getDeptList(search), placeholderData: keepPreviousData });

export const useDeptList = (search: DeptSearch) => useQuery(deptListOptions(search));
