import { useMutation } from '@tanstack/react-query';
import type { CHOOSE_FLAGS } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API } from './user-keys';

/** `GET /upms/system/user/updateChooseFlag?chooseFlag=`: remembers the caller's dashboard map provider. */
export const updateChooseFlag = (chooseFlag: (typeof CHOOSE_FLAGS)[number]) => legacyApi.get<unknown>(`${USER_API}/updateChooseFlag`, { chooseFlag });

export const useUpdateChooseFlag = () => useMutation({ mutationFn: updateChooseFlag });
