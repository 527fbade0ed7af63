import type { ReactElement } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SIZES, type UiSize } from '@aed/shared/constants/limits';
import { setSize, useAppSettings } from '../../lib/app-settings';

/** The size menu itself: loaded when its trigger is first used (size-select.tsx). */
export function SizeMenu({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen: boolean }) {
  const { t } = useTranslation('common');
  const size = useAppSettings((s) => s.size);
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="size-menu">
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
