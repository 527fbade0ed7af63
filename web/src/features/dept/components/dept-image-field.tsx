import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';
import { DEPT_IMAGE_ACCEPT, DEPT_IMAGE_TYPES, IMAGE_PART_BYTES } from '@aed/shared/schemas/dept';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useApiImage } from '../../../lib/api-image';
import { usePutDeptImage, type DeptImageInput } from '../api/dept-image';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

type DeptImageType = (typeof DEPT_IMAGE_TYPES)[number];
const TYPE_BY_EXTENSION: Record<string, DeptImageType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', tif: 'image/tiff', tiff: 'image/tiff' };

/** The type a file declares (its MIME type, else its extension); the server checks it against the bytes. */
function declaredType(file: File): DeptImageType | undefined {
  const type = file.type === 'image/tif' ? 'image/tiff' : file.type || TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return (DEPT_IMAGE_TYPES as readonly string[]).includes(type ?? '') ? (type as DeptImageType) : undefined;
}

/**
 * Logo or seal of a saved organization: png, jpg, tif or tiff up to 5 MB, uploaded at once (over 3 MB in parts). `url` is where the stored
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

  const send = (input: DeptImageInput) =>
    put.mutate(input, {
      onSuccess: (stored) => {
        setUndrawable(false);
        setUrl(stored.url);
        notifySuccess(t(stored.url ? 'image.uploaded' : 'image.removed'));
      },
      onError: (err) => notifyError(errorMessage(t, err)),
    });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > LIMITS.imageBytes) return notifyError(translateErrorCode(t, 'common.fileTooLarge') ?? 'common.fileTooLarge');
    const type = declaredType(file);
    if (!type) return notifyError(translateErrorCode(t, 'common.fileFormat') ?? 'common.fileFormat');
    if (file.size > IMAGE_PART_BYTES) return send({ deptId, kind, file, imageType: type });
    const dataUrl = (await readAsDataUrl(file)).replace(/^data:[^;]*;/, `data:${type};`);
    send({ deptId, kind, image: dataUrl });
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
          <Button type="button" size="sm" variant="ghost" colorPalette="red" data-testid={`dept-${kind}-remove`} onClick={() => send({ deptId, kind, image: '' })}>
            <LuTrash2 /> {t('image.remove')}
          </Button>
        )}
      </HStack>
      <Field.HelperText>{t('image.help')}</Field.HelperText>
    </Field.Root>
  );
}
