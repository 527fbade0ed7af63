import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuALargeSmall } from 'react-icons/lu';
import { onDemand } from '../../lib/on-demand';
import { OnDemandTrigger } from '../ui/on-demand-trigger';

// The menu loads when first used (docs/decisions/0037).
const sizeMenu = onDemand(() => import('./size-menu').then((m) => m.SizeMenu));

function SizeButton(props: IconButtonProps) {
  const { t } = useTranslation('common');
  return (
    <IconButton variant="ghost" aria-label={t('size.title')} title={t('size.title')} aria-haspopup="menu" data-testid="size-select" {...props}>
      <LuALargeSmall />
    </IconButton>
  );
}

/** Component size: default, medium, small, mini (cookie `size`, default medium). */
export function SizeSelect() {
  return (
    <OnDemandTrigger widget={sizeMenu} placeholder={(props) => <SizeButton {...props} />}>
      {(SizeMenu, openAtOnce) => <SizeMenu trigger={<SizeButton />} defaultOpen={openAtOnce} />}
    </OnDemandTrigger>
  );
}
