import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LOGININFOR_API } from './monitor-keys';

/** `PUT /logs/logininfor/unlock?userName=`: lifts the failed-login lock of an account. */
export const unlockAccount = (userName: string) => apiRequest<unknown>('PUT', `${LOGININFOR_API}/unlock`, { query: { userName } });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });
