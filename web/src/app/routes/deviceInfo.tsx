import { createFileRoute } from '@tanstack/react-router';
import { PublicRecordRoute, loadPublicRecordPage } from '../public-record-route';

/**
 * Public (no login): the maintenance record a printed QR code opens (`/deviceInfo?code=<token>`, decision 0042). The search
 * is read here (kept in the route's first part); the page and its loader are split off with the component.
 */
export const Route = createFileRoute('/deviceInfo')({
  validateSearch: (search: Record<string, unknown>): { code: string } => ({ code: typeof search.code === 'string' ? search.code : '' }),
  loader: loadPublicRecordPage,
  component: function DeviceInfoRoute() {
    const { code } = Route.useSearch();
    return <PublicRecordRoute code={code} />;
  },
});
