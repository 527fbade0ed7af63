import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 0 normal (green), 1 disabled (red). */
export function DictStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dict');
  return (
    <Badge colorPalette={status === '0' ? 'green' : 'red'} variant="subtle">
      {t(`status.${status === '0' ? '0' : '1'}`)}
    </Badge>
  );
}
