import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeptBody } from '@aed/shared/schemas/dept';
import { legacyApi } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

/** `PUT /upms/system/dept/update` (a changed parentId moves the organization with everything below it). */
export const updateDept = (body: UpdateDeptBody) => legacyApi.put<unknown>(`${DEPT_API}/update`, body);

export const useUpdateDept = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
