import { useMutation } from '@tanstack/react-query';
import { LoginLogUnlock } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';

/** Lifts the failed-login lock of an account. */
export const unlockAccount = (userName: string) => api(LoginLogUnlock, { query: { userName } });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });
