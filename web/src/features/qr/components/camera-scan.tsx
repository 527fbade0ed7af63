import { useEffect, useRef, useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * Scans a QR code with the camera where the browser offers BarcodeDetector (Chrome on Android, ...); hidden elsewhere
 * (a USB scanner types into the field instead).
 */
export function CameraScan({ onScanned }: { onScanned: (text: string) => void }) {
  const { t } = useTranslation('qr');
  const [on, setOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = detectorClass();
    if (!on || !Detector || !navigator.mediaDevices?.getUserMedia) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!video.current || stopped) return;
        video.current.srcObject = s;
        await video.current.play();
        while (!stopped) {
          const found = await detector.detect(video.current).catch(() => []);
          if (found[0]?.rawValue) {
            onScanned(found[0].rawValue);
            setOn(false);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      })
      .catch(() => setOn(false));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, onScanned]);
  if (!detectorClass()) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOn((v) => !v)} data-testid="device-qr-camera">
        {on ? t('bind.stopCamera') : t('bind.camera')}
      </Button>
      {on && (
        <Box width="100%">
          <video ref={video} muted playsInline style={{ width: '100%', maxWidth: '24rem' }} />
        </Box>
      )}
    </>
  );
}
