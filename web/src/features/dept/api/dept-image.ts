import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeptImageBody } from '@aed/shared/schemas/dept';
import { api } from '../../../lib/api-client';
import { DEPT_API, deptKeys } from './dept-keys';

/**
 * `POST /upms/system/dept/image`: sets (or, with an empty image, removes) the logo or seal; answers the URL serving the
 * new image ('' once removed). The image itself is shown from that URL (`lib/api-image.ts`).
 */
export const putDeptImage = (body: DeptImageBody) => api.post<{ kind: DeptImageBody['kind']; url: string }>(`${DEPT_API}/image`, body);

export const usePutDeptImage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putDeptImage, onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }) });
};
