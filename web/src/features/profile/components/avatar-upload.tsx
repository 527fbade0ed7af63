import { useRef, useState } from 'react';
import { Avatar, Box, Button, Dialog, HStack, Icon, Image, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCamera } from 'react-icons/lu';
import { LIMITS } from '@aed/shared/constants/limits';
import { AVATAR_CONTENT_TYPES } from '@aed/shared/schemas/auth';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { useApiImage } from '../../../lib/api-image';
import { useUploadAvatar } from '../api/upload-avatar';

/** Why a chosen file cannot be an avatar (translation key with params), or undefined when it can. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): { key: string; params?: Record<string, number> } | undefined {
  if (!file.type.startsWith('image/')) return { key: 'avatar.notImage' };
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return { key: 'errors:profile.avatarFormat' };
  if (file.size > LIMITS.imageBytes) return { key: 'avatar.tooLarge', params: { size: LIMITS.imageBytes / 1024 / 1024 } };
  return undefined;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const AVATAR_PIXELS = 256;

/**
 * Scales the chosen image (up to 5 MB) to a 256 px square JPEG before upload: an avatar never needs more, and the
 * server keeps avatars small (docs/decisions/0002). Falls back to the original where no canvas is available.
 */
export async function shrinkToAvatar(dataUrl: string): Promise<string> {
  const image = new window.Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('not an image'));
  });
  image.src = dataUrl;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_PIXELS;
  canvas.height = AVATAR_PIXELS;
  const context = canvas.getContext('2d');
  if (!context) return dataUrl;
  // Centre crop to a square ("cover"), then scale.
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const sx = (image.naturalWidth - side) / 2;
  const sy = (image.naturalHeight - side) / 2;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_PIXELS, AVATAR_PIXELS);
  context.drawImage(image, sx, sy, side, side, 0, 0, AVATAR_PIXELS, AVATAR_PIXELS);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/** The avatar with a click-to-change overlay: choose an image (5 MB max), preview it, upload it. */
export function AvatarUpload({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const shown = useApiImage(src);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      notifyError(t(problem.key, problem.params));
      return;
    }
    try {
      setPreview(await shrinkToAvatar(await readAsDataUrl(file)));
    } catch {
      notifyError(t('errors:common.fileFormat'));
    }
  };

  const send = () => {
    if (!preview) return;
    upload.mutate(preview, {
      onSuccess: () => {
        notifySuccess(t('avatar.success'));
        setPreview(null);
      },
    });
  };

  return (
    <>
      <chakra.button
        type="button"
        position="relative"
        borderRadius="full"
        cursor="pointer"
        title={t('avatar.click')}
        aria-label={t('avatar.click')}
        data-testid="profile-avatar"
        onClick={() => input.current?.click()}
        css={{ '&:hover .avatar-overlay': { opacity: 1 } }}
      >
        <Avatar.Root size="2xl" boxSize="120px">
          <Avatar.Fallback name={name} />
          {shown && <Avatar.Image src={shown} />}
        </Avatar.Root>
        <Box
          className="avatar-overlay"
          position="absolute"
          inset="0"
          borderRadius="full"
          bg="blackAlpha.500"
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          opacity={0}
          transition="opacity 0.2s"
        >
          <Icon boxSize="6">
            <LuCamera />
          </Icon>
        </Box>
      </chakra.button>
      <input
        ref={input}
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(',')}
        hidden
        data-testid="profile-avatar-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void choose(file);
        }}
      />
      <Dialog.Root open={preview !== null} onOpenChange={(d) => !d.open && setPreview(null)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('avatar.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack align="center" gap="3">
                  {preview && <Image src={preview} alt="" boxSize="200px" objectFit="cover" borderRadius="full" />}
                  <Text fontSize="sm" color="fg.muted">
                    {t('avatar.hint', { size: LIMITS.imageBytes / 1024 / 1024 })}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack>
                  <Button variant="outline" onClick={() => input.current?.click()}>
                    {t('avatar.choose')}
                  </Button>
                  <Button onClick={send} loading={upload.isPending} data-testid="profile-avatar-submit">
                    {t('avatar.upload')}
                  </Button>
                </HStack>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
