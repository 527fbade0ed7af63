import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeptDelete } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

export const deleteDept = (deptId: number) => api(DeptDelete, { query: { deptId } });

export const useDeleteDept = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
