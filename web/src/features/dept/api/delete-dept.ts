import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

/** `DELETE /upms/system/dept/delete?deptId=`. */
export const deleteDept = (deptId: number) => legacyApi.delete<unknown>(`${DEPT_API}/delete`, { deptId });

export const useDeleteDept = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
