import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';
import { DEPT_IMAGE_ACCEPT, DEPT_IMAGE_TYPES } from '@aed/shared/schemas/dept';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useApiImage } from '../../../lib/api-image';
import { usePutDeptImage } from '../api/dept-image';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Logo or seal of a saved organization: png, jpg, tif or tiff up to 5 MB, uploaded at once. `url` is where the stored
 * image is served ('' when none). Browsers other than Safari cannot draw TIFF: such an image shows as the word TIFF.
 */
export function DeptImageField({ deptId, kind, url: storedUrl }: { deptId: number; kind: 'logo' | 'seal'; url: string }) {
  const { t } = useTranslation('dept');
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(storedUrl);
  const [undrawable, setUndrawable] = useState(false);
  const src = useApiImage(url);
  const has = url !== '';
  const put = usePutDeptImage();

  const send = (dataUrl: string) =>
    put.mutate(
      { deptId, kind, image: dataUrl },
      {
        onSuccess: (stored) => {
          setUndrawable(false);
          setUrl(stored.url);
          notifySuccess(t(dataUrl ? 'image.uploaded' : 'image.removed'));
        },
        onError: (err) => notifyError(errorMessage(t, err)),
      },
    );

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > LIMITS.imageBytes) return notifyError(translateErrorCode(t, 'common.fileTooLarge') ?? 'common.fileTooLarge');
    const dataUrl = (await readAsDataUrl(file)).replace(/^data:image\/tif;/, 'data:image/tiff;');
    if (!(DEPT_IMAGE_TYPES as readonly string[]).includes(dataUrl.slice(5, dataUrl.indexOf(';')))) {
      return notifyError(translateErrorCode(t, 'common.fileFormat') ?? 'common.fileFormat');
    }
    send(dataUrl);
  };

  return (
    <Field.Root>
      <Field.Label>{t(`fields.${kind}`)}</Field.Label>
      <HStack gap="3">
        <Box boxSize="12" borderWidth="1px" rounded="md" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
          {src && !undrawable ? (
            <Image src={src} alt={t(`fields.${kind}`)} maxH="12" data-testid={`dept-${kind}-image`} onError={() => setUndrawable(true)} />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {has ? (undrawable ? 'TIFF' : '…') : '—'}
            </Text>
          )}
        </Box>
        <input ref={input} type="file" hidden accept={DEPT_IMAGE_ACCEPT} data-testid={`dept-${kind}-file`} onChange={(e) => void choose(e)} />
        <Button type="button" size="sm" variant="outline" loading={put.isPending} data-testid={`dept-${kind}-upload`} onClick={() => input.current?.click()}>
          <LuUpload /> {t('image.upload')}
        </Button>
        {has && (
          <Button type="button" size="sm" variant="ghost" colorPalette="red" data-testid={`dept-${kind}-remove`} onClick={() => send('')}>
            <LuTrash2 /> {t('image.remove')}
          </Button>
        )}
      </HStack>
      <Field.HelperText>{t('image.help')}</Field.HelperText>
    </Field.Root>
  );
}
