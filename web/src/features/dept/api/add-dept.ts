import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeptBody } from '@aed/shared/schemas/dept';
import { legacyApi } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

/** `POST /upms/system/dept/add`. */
export const addDept = (body: AddDeptBody) => legacyApi.post<unknown>(`${DEPT_API}/add`, body);

export const useAddDept = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
