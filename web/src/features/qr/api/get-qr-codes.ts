import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { QrPage } from '@aed/shared/routes/qr.routes';
import type { qrPageQuery } from '@aed/shared/schemas/qr';
import { api } from '../../../lib/api-client';
import { qrKeys } from './qr-keys';

export type QrListQuery = z.input<typeof qrPageQuery>;

/** One cursor page of the caller's QR codes (organization and below, binding state, code). */
export const qrCodesQuery = (query: QrListQuery) => queryOptions({ queryKey: qrKeys.page(query), queryFn: () => api(QrPage, { query }), placeholderData: keepPreviousData });

export const useQrCodes = (query: QrListQuery) => useQuery(qrCodesQuery(query));
