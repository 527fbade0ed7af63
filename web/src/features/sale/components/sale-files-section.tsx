import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { SALE_FILE_RULES, SALE_FILE_SLOTS, type SaleFile, type SaleFileSlot } from '@aed/shared/schemas/sale';
import type { UploadRecord } from '@aed/shared/schemas/upload';
import { FormFieldset } from '../../../components/form/form-fieldset';
import { SignaturePad } from '../../../components/upload/signature-pad';
import { UploadField } from '../../../components/upload/upload-field';

const SIGNATURES: readonly SaleFileSlot[] = ['customerSignature', 'engineerSignature'];

const fileOf = (slot: SaleFileSlot, r: UploadRecord): SaleFile => ({ slot, uploadId: r.uploadId, fileName: r.fileName, contentType: r.contentType, size: r.size });

/**
 * The documents of a sale: reports and photos picked or dropped (each sent to object storage at once, decision 0040),
 * signatures drawn on screen. The record names them by id when it is saved; a file taken off is detached then.
 */
export function SaleFilesSection({ files, onChange, error }: { files: readonly SaleFile[]; onChange: (files: SaleFile[]) => void; error?: string }) {
  const { t } = useTranslation('sale');
  const of = (slot: SaleFileSlot) => files.filter((f) => f.slot === slot);
  const remove = (uploadId: string) => onChange(files.filter((f) => f.uploadId !== uploadId));
  return (
    <FormFieldset legend={t('files.title')} error={error} errorTestId="sale-form-files-error">
      <Stack gap="4">
        {SALE_FILE_SLOTS.map((slot) => (
          <Stack key={slot} gap="1" data-testid={`sale-files-${slot}`}>
            <Text fontSize="sm" fontWeight="medium">
              {t(`files.${slot}`)}
            </Text>
            {of(slot).map((f) => (
              <HStack key={f.uploadId} gap="2" data-testid={`sale-file-${f.uploadId}`}>
                <Text fontSize="sm" truncate title={f.fileName}>
                  {f.fileName}
                </Text>
                <IconButton size="xs" variant="ghost" aria-label={t('files.remove', { name: f.fileName })} data-testid={`sale-file-remove-${f.uploadId}`} onClick={() => remove(f.uploadId)}>
                  <LuX />
                </IconButton>
              </HStack>
            ))}
            {of(slot).length < SALE_FILE_RULES[slot].max &&
              (SIGNATURES.includes(slot) ? (
                <SignaturePad testId={`sale-files-${slot}-pad`} width={360} height={140} onChange={(r) => r && onChange([...files, fileOf(slot, r)])} />
              ) : (
                <UploadField
                  // a fresh field after each file: the next one is added beside the others
                  key={of(slot).length}
                  purpose={SALE_FILE_RULES[slot].purposes[0]!}
                  value={null}
                  testId={`sale-files-${slot}-upload`}
                  onChange={(r) => r && onChange([...files, fileOf(slot, r)])}
                />
              ))}
          </Stack>
        ))}
      </Stack>
    </FormFieldset>
  );
}
