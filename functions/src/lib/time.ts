export const nowIso = (): string => new Date().toISOString();
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
/** YYYY-MM of an ISO date, the partition of time-ordered logs. */
export const monthOf = (iso: string): string => iso.slice(0, 7);
/** Sortable, unique id for log records. */
export const timeId = (): string => `${Date.now().toString(36).padStart(9, '0')}${crypto.randomUUID().slice(0, 8)}`;

export const DAY_MS = 86_400_000;
/** The ISO instant `ms` milliseconds after `iso` (before it when negative). */
export const isoPlus = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
