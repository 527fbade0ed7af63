import { useMutation } from '@tanstack/react-query';
import type { MailTestBody } from '@aed/shared/schemas/dept';
import { legacyApi } from '../../../lib/api-client';
import { DEPT_API } from './dept-keys';

/** `POST /upms/system/dept/mailTest`: tests the saved mail-server settings (SMTP sends a message to `recipient`). */
export const testDeptMail = (body: MailTestBody) => legacyApi.post<{ ok: true }>(`${DEPT_API}/mailTest`, body);

export const useTestDeptMail = () => useMutation({ mutationFn: testDeptMail });
