import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeptBody } from '@aed/shared/schemas/dept';
import { DeptAdd } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

export const addDept = (body: AddDeptBody) => api(DeptAdd, { body });

export const useAddDept = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
