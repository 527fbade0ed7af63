import { createFileRoute } from '@tanstack/react-router';
import { PublicRecordRoute, loadPublicRecordPage, validatePublicRecordSearch } from '../public-record-route';

/** Public (no login): the maintenance record a printed QR code opens (`/deviceInfo?code=<token>`, decision 0042). */
export const Route = createFileRoute('/deviceInfo')({
  validateSearch: validatePublicRecordSearch,
  loader: loadPublicRecordPage,
  component: function DeviceInfoRoute() {
    const { code } = Route.useSearch();
    return <PublicRecordRoute code={code} />;
  },
});
