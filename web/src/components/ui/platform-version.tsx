import { Text, type TextProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { versionQueryOptions } from '../../api/get-version';

/** "Version 0.1.0 · built 2026-11-30 09:15:00" (the login page footer); nothing while loading or if the call fails. */
export function PlatformVersionText({ testId, ...props }: TextProps & { testId: string }) {
  const { t } = useTranslation('common');
  const { data } = useQuery(versionQueryOptions());
  if (!data) return null;
  return (
    <Text fontSize="xs" textAlign="center" data-testid={testId} {...props}>
      {data.buildTime ? t('version.line', { version: data.version, time: formatDateTime(data.buildTime) }) : t('version.only', { version: data.version })}
    </Text>
  );
}
