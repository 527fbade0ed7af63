import { Box, Button, CloseButton, Dialog, Heading, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@aed/shared/constants/limits';
import type { LegalContent, LegalDocument } from '../types';

export type LegalKind = 'privacy' | 'terms';

/** The texts per language, each file loaded only when a dialog first needs it. */
const loaders = import.meta.glob<{ default: LegalContent }>('../content/*.ts');

async function loadLegal(lng: string): Promise<LegalContent> {
  const load = loaders[`../content/${lng}.ts`] ?? loaders[`../content/${DEFAULT_LANGUAGE}.ts`];
  if (!load) throw new Error('legal content missing');
  return (await load()).default;
}

/** The legal texts of a language: they ship with the build, so they never go stale. */
const legalContentQuery = (lng: string) => queryOptions({ queryKey: ['legal', lng], queryFn: () => loadLegal(lng), staleTime: Infinity });

/** Privacy policy or terms of use in a scrollable dialog; `kind` null means closed. */
export function LegalDialog({ kind, onClose }: { kind: LegalKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.language;
  const content = useQuery({ ...legalContentQuery(lng), enabled: kind !== null });
  const doc = kind && content.data ? content.data[kind] : undefined;

  return (
    <Dialog.Root open={kind !== null} onOpenChange={(d) => !d.open && onClose()} size="lg" scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={kind ? `legal-dialog-${kind}` : 'legal-dialog'} maxH="85vh">
            <Dialog.Header>
              <Dialog.Title>{doc?.title ?? ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{doc ? <LegalText doc={doc} /> : <Spinner />}</Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose} data-testid="legal-close">
                {t('actions.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LegalText({ doc }: { doc: LegalDocument }) {
  return (
    <Stack gap="4" fontSize="sm" lineHeight="tall">
      {doc.updated && (
        <Text color="fg.muted" fontStyle="italic">
          {doc.updated}
        </Text>
      )}
      {doc.header && <Text whiteSpace="pre-line">{doc.header}</Text>}
      {doc.sublist.map((section, i) => (
        <Box as="section" key={i}>
          <Heading as="h3" size="sm" mb="2">
            {section.title}
          </Heading>
          <Stack gap="2">
            {section.content.map((p, j) => (
              <Text key={j} whiteSpace="pre-line">
                {p}
              </Text>
            ))}
          </Stack>
        </Box>
      ))}
      {doc.footer && <Text whiteSpace="pre-line">{doc.footer}</Text>}
    </Stack>
  );
}
