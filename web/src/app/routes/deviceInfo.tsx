import { createFileRoute } from '@tanstack/react-router';
import { PublicRecordRoute } from '../../features/qr/components/public-record-page';
import { loadPublicRecordAssets, publicRecordSearch } from '../../lib/public-record-route';

/** Public (no login): the maintenance record a printed QR code opens (`/deviceInfo?code=<token>`, decision 0042). */
export const Route = createFileRoute('/deviceInfo')({
  validateSearch: publicRecordSearch,
  loader: loadPublicRecordAssets,
  component: PublicRecordRoute,
});
