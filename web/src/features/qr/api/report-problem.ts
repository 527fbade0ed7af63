import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { QrPublicFeedback } from '@aed/shared/routes/qr.routes';
import type { publicFeedbackBody } from '@aed/shared/schemas/qr';
import { api } from '../../../lib/api-client';

/** "Report a problem" from the public page (no login): answers the order number the report became. */
export const useReportProblem = () => useMutation({ mutationFn: (body: z.input<typeof publicFeedbackBody>) => api(QrPublicFeedback, { body }) });
