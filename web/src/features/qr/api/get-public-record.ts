import { queryOptions, useQuery } from '@tanstack/react-query';
import { QrPublicRecord } from '@aed/shared/routes/qr.routes';
import { api } from '../../../lib/api-client';
import { qrKeys } from './qr-keys';

/** The public maintenance record of a code (no login). */
export const getPublicRecord = (code: string) => api(QrPublicRecord, { query: { code } });

export const publicRecordQuery = (code: string) => queryOptions({ queryKey: qrKeys.publicRecord(code), queryFn: () => getPublicRecord(code), retry: false, staleTime: 60_000 });

export const usePublicRecord = (code: string) => useQuery(publicRecordQuery(code));
