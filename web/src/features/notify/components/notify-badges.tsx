import { Badge, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NotifyEvent } from '@aed/shared/schemas/notify';

/** Chakra palettes of the light colours a person follows. */
export const EVENT_PALETTE: Record<NotifyEvent, string> = { red: 'red', yellow: 'yellow', pink: 'pink', purple: 'purple' };

/** The events (light colours) a person follows, as coloured badges. */
export function EventBadges({ events, testId }: { events: readonly NotifyEvent[]; testId?: string }) {
  const { t } = useTranslation('notify');
  return (
    <Wrap gap="1" data-testid={testId}>
      {events.map((e) => (
        <Badge key={e} colorPalette={EVENT_PALETTE[e]} variant="subtle" size="sm">
          {t(`events.${e}`)}
        </Badge>
      ))}
    </Wrap>
  );
}
