import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '@aed/shared/schemas/auth';
import { UpdatePassword } from '@aed/shared/routes/profile.routes';
import { api } from '../../../lib/api-client';

/** Changes the caller's own password (ends the user's other sessions). */
export const updatePassword = (body: UpdatePasswordBody) => api(UpdatePassword, { body });

/** Errors are shown next to the fields by the form, so the global toast stays quiet for them. */
export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword, meta: { silent: true } });
