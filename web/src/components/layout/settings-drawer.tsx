import { Button, CloseButton, Drawer, HStack, Icon, NativeSelect, Portal, Stack, Switch, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import { SIZES, THEME_COLOURS, type UiSize } from '@aed/shared/constants/limits';
import {
  resetLayoutSettings,
  setSettingsOpen,
  setSize,
  updateLayoutSettings,
  useAppSettings,
  type LayoutSettings,
} from '../../lib/app-settings';

type Toggle = keyof Omit<LayoutSettings, 'themeColour'>;
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/** Layout settings: theme colour, tabs bar, fixed header, sidebar logo, size (kept in localStorage / cookie). */
export function SettingsDrawer() {
  const { t } = useTranslation('layout');
  const open = useAppSettings((s) => s.settingsOpen);
  const themeColour = useAppSettings((s) => s.themeColour);
  const tagsView = useAppSettings((s) => s.tagsView);
  const fixedHeader = useAppSettings((s) => s.fixedHeader);
  const sidebarLogo = useAppSettings((s) => s.sidebarLogo);
  const size = useAppSettings((s) => s.size);
  const toggles: Record<Toggle, boolean> = { tagsView, fixedHeader, sidebarLogo };

  return (
    <Drawer.Root open={open} onOpenChange={(d) => setSettingsOpen(d.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="settings-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Stack gap="2">
                  <Text fontWeight="medium">{t('settings.themeColour')}</Text>
                  <HStack wrap="wrap" gap="2" role="radiogroup" aria-label={t('settings.themeColour')}>
                    {THEME_COLOURS.map((c) => (
                      <chakra.button
                        key={c}
                        type="button"
                        role="radio"
                        aria-checked={c === themeColour}
                        aria-label={c}
                        title={c}
                        w="8"
                        h="8"
                        borderRadius="md"
                        bg={c}
                        color="white"
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                        cursor="pointer"
                        outline={c === themeColour ? '2px solid' : undefined}
                        outlineColor="fg"
                        outlineOffset="2px"
                        onClick={() => updateLayoutSettings({ themeColour: c })}
                        data-testid={`theme-colour-${c.slice(1).toLowerCase()}`}
                      >
                        {c === themeColour && (
                          <Icon boxSize="4">
                            <LuCheck />
                          </Icon>
                        )}
                      </chakra.button>
                    ))}
                  </HStack>
                </Stack>
                <Stack gap="4">
                  {TOGGLES.map((key) => (
                    <Switch.Root
                      key={key}
                      checked={toggles[key]}
                      onCheckedChange={(d) => updateLayoutSettings({ [key]: d.checked })}
                      display="flex"
                      justifyContent="space-between"
                      data-testid={`setting-${key}`}
                    >
                      <Switch.Label>{t(`settings.${key}`)}</Switch.Label>
                      <Switch.HiddenInput />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                    </Switch.Root>
                  ))}
                </Stack>
                <Stack gap="2">
                  <Text fontWeight="medium">{t('common:size.title')}</Text>
                  <NativeSelect.Root>
                    <NativeSelect.Field data-testid="setting-size" value={size} onChange={(e) => setSize(e.target.value as UiSize)}>
                      {SIZES.map((s) => (
                        <option key={s} value={s}>
                          {t(`common:size.${s}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={resetLayoutSettings} data-testid="settings-reset">
                {t('settings.reset')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
