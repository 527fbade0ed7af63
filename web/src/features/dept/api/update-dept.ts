import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeptBody } from '@aed/shared/schemas/dept';
import { DeptUpdate } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

/** A changed parentId moves the organization with everything below it. */
export const updateDept = (body: UpdateDeptBody) => api(DeptUpdate, { body });

export const useUpdateDept = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDept, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
