import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 0 success (green), 1 failure (red). */
export function StatusBadge({ status }: { status: '0' | '1' }) {
  const { t } = useTranslation('monitor');
  return (
    <Badge colorPalette={status === '0' ? 'green' : 'red'} variant="subtle">
      {t(status === '0' ? 'common.success' : 'common.failure')}
    </Badge>
  );
}
