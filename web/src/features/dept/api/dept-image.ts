import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeptImageBody } from '@aed/shared/schemas/dept';
import { api } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

type Kind = DeptImageBody['kind'];

/** `GET /upms/system/dept/image?deptId=&kind=`: the logo or seal as a data URL ('' when none). */
export const getDeptImage = (deptId: number, kind: Kind) => api.get<{ image: string }>(`${DEPT_API}/image`, { deptId, kind });

export const deptImageOptions = (deptId: number, kind: Kind) =>
  queryOptions({ queryKey: [...deptKeys.all, 'image', deptId, kind] as const, queryFn: () => getDeptImage(deptId, kind) });

export const useDeptImage = (deptId: number, kind: Kind, enabled: boolean) => useQuery({ ...deptImageOptions(deptId, kind), enabled });

/** `POST /upms/system/dept/image`: sets (or, with an empty image, removes) the logo or seal. */
export const putDeptImage = (body: DeptImageBody) => api.post<unknown>(`${DEPT_API}/image`, body);

export const usePutDeptImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putDeptImage, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
