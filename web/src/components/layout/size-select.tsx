import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuALargeSmall } from 'react-icons/lu';
import { SIZES, type UiSize } from '@aed/shared/constants/limits';
import { setSize, useAppSettings } from '../../lib/app-settings';

/** Component size: default, medium, small, mini (cookie `size`, default medium). */
export function SizeSelect() {
  const { t } = useTranslation('common');
  const size = useAppSettings((s) => s.size);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('size.title')} title={t('size.title')} data-testid="size-select">
          <LuALargeSmall />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={size} onValueChange={(d) => setSize(d.value as UiSize)}>
              {SIZES.map((s) => (
                <Menu.RadioItem key={s} value={s} data-testid={`size-option-${s}`}>
                  {t(`size.${s}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
