import { useMutation } from '@tanstack/react-query';
import type { MailTestBody } from '@aed/shared/schemas/dept';
import { DeptMailTest } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';

/** Tests the saved mail-server settings (SMTP sends a message to `recipient`). */
export const testDeptMail = (body: MailTestBody) => api(DeptMailTest, { body });

export const useTestDeptMail = () => useMutation({ mutationFn: testDeptMail });
