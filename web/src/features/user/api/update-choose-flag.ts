import { useMutation } from '@tanstack/react-query';
import type { CHOOSE_FLAGS } from '@aed/shared/schemas/user';
import { UserChooseFlag } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';

/** Remembers the caller's dashboard map provider. */
export const updateChooseFlag = (chooseFlag: (typeof CHOOSE_FLAGS)[number]) => api(UserChooseFlag, { query: { chooseFlag } });

export const useUpdateChooseFlag = () => useMutation({ mutationFn: updateChooseFlag });
