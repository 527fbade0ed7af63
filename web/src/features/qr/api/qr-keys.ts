/** Query keys of the QR feature. */
export const qrKeys = {
  all: ['qr'] as const,
  page: (query: object) => ['qr', 'page', query] as const,
  publicRecord: (code: string) => ['qr', 'public', code] as const,
  ofDevice: (deviceId: number) => ['qr', 'device', deviceId] as const,
  history: (code: string) => ['qr', 'history', code] as const,
};
