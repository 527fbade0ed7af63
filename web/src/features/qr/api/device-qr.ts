import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QrBind, QrByDevice, QrHistory, QrUnbind } from '@aed/shared/routes/qr.routes';
import { api } from '../../../lib/api-client';
import { qrKeys } from './qr-keys';

/** The code bound to a device (null when none). */
export const deviceQrQuery = (deviceId: number) => queryOptions({ queryKey: qrKeys.ofDevice(deviceId), queryFn: () => api(QrByDevice, { query: { deviceId } }) });
export const useDeviceQr = (deviceId: number) => useQuery(deviceQrQuery(deviceId));

/** Binds a scanned code (URL or bare token) to a device. */
export function useBindQr(deviceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api(QrBind, { body: { code, deviceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: qrKeys.all }),
  });
}

export function useUnbindQr() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api(QrUnbind, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: qrKeys.all }),
  });
}

/** A code's binding history, oldest first. */
export const qrHistoryQuery = (code: string) => queryOptions({ queryKey: qrKeys.history(code), queryFn: () => api(QrHistory, { query: { code } }), retry: false });
