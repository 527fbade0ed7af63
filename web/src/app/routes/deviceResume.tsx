import { createFileRoute } from '@tanstack/react-router';
import { PublicRecordRoute, loadPublicRecordPage, validatePublicRecordSearch } from '../public-record-route';

/** Public (no login): the maintenance record a printed QR code opens (`/deviceResume?code=<token>`, decision 0042). */
export const Route = createFileRoute('/deviceResume')({
  validateSearch: validatePublicRecordSearch,
  loader: loadPublicRecordPage,
  component: function DeviceResumeRoute() {
    const { code } = Route.useSearch();
    return <PublicRecordRoute code={code} />;
  },
});
