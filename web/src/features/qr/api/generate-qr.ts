import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { QrGenerate } from '@aed/shared/routes/qr.routes';
import type { generateQrBody } from '@aed/shared/schemas/qr';
import { api } from '../../../lib/api-client';
import { qrKeys } from './qr-keys';

/** Generates codes (unbound for an organization, or bound for devices). */
export function useGenerateQr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof generateQrBody>) => api(QrGenerate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: qrKeys.all }),
  });
}
