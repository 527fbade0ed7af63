import { useState } from 'react';
import { Box, Button, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { MENU_ICON_NAMES, MenuIcon } from '../../../components/ui/menu-icon';

interface Props {
  value: string;
  onChange: (icon: string) => void;
}

/** Choose one of the sidebar's icon names (components/ui/menu-icon.tsx), filtered by name. */
export function IconPicker({ value, onChange }: Props) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = MENU_ICON_NAMES.filter((n) => n.includes(filter.trim().toLowerCase()));

  return (
    <Stack gap="2" width="full">
      <HStack gap="2">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(!open)} data-testid="menu-icon-toggle" aria-expanded={open}>
          {value ? <MenuIcon name={value} /> : null}
          {value || t('form.chooseIcon')}
        </Button>
        {value && (
          <IconButton type="button" size="sm" variant="ghost" aria-label={t('form.clearIcon')} onClick={() => onChange('')}>
            <LuX />
          </IconButton>
        )}
      </HStack>
      {open && (
        <Box borderWidth="1px" rounded="md" p="2" data-testid="menu-icon-picker">
          <Input size="sm" mb="2" value={filter} placeholder={t('form.iconFilter')} onChange={(e) => setFilter(e.target.value)} />
          <Grid templateColumns="repeat(auto-fill, minmax(96px, 1fr))" gap="1" maxHeight="48" overflowY="auto">
            {names.map((name) => (
              <Button
                key={name}
                type="button"
                size="xs"
                variant={name === value ? 'solid' : 'ghost'}
                justifyContent="flex-start"
                data-testid={`menu-icon-${name}`}
                onClick={() => {
                  onChange(name);
                  setOpen(false);
                }}
              >
                <MenuIcon name={name} />
                <Text as="span" truncate>
                  {name}
                </Text>
              </Button>
            ))}
          </Grid>
        </Box>
      )}
    </Stack>
  );
}
