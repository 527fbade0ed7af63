import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuQrCode } from 'react-icons/lu';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { QR_LIMITS } from '@aed/shared/schemas/qr';
import { ToolbarButton } from '../../../components/list/list-toolbar';
import type { PrintJob } from './print-labels';
import type { QrDevice } from './qr-generate-dialog';

/** The dialog and the print view (with the QR code library) only when asked for: the device list stays light. */
const QrGenerateDialog = lazy(() => import('./qr-generate-dialog').then((m) => ({ default: m.QrGenerateDialog })));
const PrintView = lazy(() => import('./print-view').then((m) => ({ default: m.PrintView })));

/**
 * The device list's "Print QR labels" of the selected devices (decision 0042): the generation dialog, bound, for those
 * devices. One request generates and binds a code for each device that has none and answers the code of each that has
 * one (a reprint), then the labels print; no device is left out for lack of a code.
 */
export function PrintQrLabelsAction({ devices }: { devices: readonly QrDevice[] }) {
  const { t } = useTranslation('qr');
  const [open, setOpen] = useState<readonly QrDevice[] | null>(null);
  const [job, setJob] = useState<PrintJob | null>(null);
  const tooMany = devices.length > QR_LIMITS.maxDevices;
  return (
    <>
      <ToolbarButton
        kind="other"
        icon={<LuQrCode />}
        permission={PERMISSIONS.qr.generate}
        testId="device-print-qr"
        label={t('devicePrint.action')}
        disabled={devices.length === 0 || tooMany}
        title={tooMany ? t('devicePrint.tooMany', { max: QR_LIMITS.maxDevices }) : undefined}
        // the devices as selected when asked: a later change of the selection does not change the dialog
        onClick={() => setOpen(devices.map((d) => ({ deviceId: d.deviceId, serialNumber: d.serialNumber })))}
      />
      <Suspense fallback={null}>
        {open && <QrGenerateDialog devices={open} onClose={() => setOpen(null)} onGenerated={setJob} />}
        {job && <PrintView job={job} onClose={() => setJob(null)} />}
      </Suspense>
    </>
  );
}
