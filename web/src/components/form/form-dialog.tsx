import { createContext, useContext, type FormEvent, type ReactNode } from 'react';
import { Button, chakra, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Set inside a FormDialogShell that holds the dialog's Content itself (its `content` prop). */
const ContentHeldByShell = createContext(false);

interface ShellProps {
  onClose: () => void;
  /** `cover`: nearly the whole window, for a form around a wide grid. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'cover';
  /** `inside`: a long form scrolls within the dialog, its title and buttons stay in view. */
  scrollBehavior?: 'inside' | 'outside';
  /**
   * For a dialog that loads its record first (FormDialogLoading, then FormDialogForm): the shell holds the one
   * Content element, with this test id, throughout. The modal layer keeps the Content node it saw first (pointer
   * events, focus trap): a Content swapped in after loading could not be clicked.
   */
  content?: { testId: string; maxW?: string };
  children: ReactNode;
}

/** An add / modify dialog: modal, outside clicks never dismiss it (a half-filled form is not lost). */
export function FormDialogShell({ onClose, size = 'md', scrollBehavior, content, children }: ShellProps) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size={size} placement="center" scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {content ? (
            <Dialog.Content data-testid={content.testId} maxW={content.maxW ? `min(${content.maxW}, calc(100vw - 2rem))` : undefined}>
              <ContentHeldByShell.Provider value>{children}</ContentHeldByShell.Provider>
            </Dialog.Content>
          ) : (
            children
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface LoadingProps {
  testId: string;
  title: string;
  /** Why the record could not be loaded; a spinner while undefined. */
  error?: string;
  loadingText: string;
  cancelLabel?: string;
  cancelTestId?: string;
  closeLabel?: string;
  onClose: () => void;
}

/** The dialog while the record to modify loads (or failed to). In a shell holding the Content, its `testId` is the shell's. */
export function FormDialogLoading({ testId, title, error, loadingText, cancelLabel, cancelTestId, closeLabel, onClose }: LoadingProps) {
  const { t } = useTranslation('common');
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {error !== undefined ? (
          <Stack gap="2" color="fg.error">
            <Text>{error}</Text>
          </Stack>
        ) : (
          <HStack justify="center" py="6" gap="3">
            <Spinner /> {loadingText}
          </HStack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" data-testid={cancelTestId} onClick={onClose}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label={closeLabel ?? t('actions.close')} />
      </Dialog.CloseTrigger>
    </>
  );
  return useContext(ContentHeldByShell) ? parts : <Dialog.Content data-testid={testId}>{parts}</Dialog.Content>;
}

interface FormProps {
  testId: string;
  title: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  saving: boolean;
  /** Buttons `<testIdPrefix>-cancel` and `<testIdPrefix>-submit`. */
  testIdPrefix: string;
  submitLabel?: string;
  cancelLabel?: string;
  closeLabel?: string;
  /** Extra footer content left of the buttons. */
  footer?: ReactNode;
  /** A width beyond the shell's sizes, for a form holding a wide table (never wider than the window). */
  maxW?: string;
  children: ReactNode;
}

/**
 * The dialog content as a form: title, fields, Cancel / Submit and the close button. In a shell holding the Content,
 * the form only groups them (`display: contents`) and its `testId` is the shell's.
 */
export function FormDialogForm({ testId, title, onSubmit, onClose, saving, testIdPrefix, submitLabel, cancelLabel, closeLabel, footer, maxW, children }: FormProps) {
  const { t } = useTranslation('common');
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {footer}
        <Button type="button" variant="outline" data-testid={`${testIdPrefix}-cancel`} onClick={onClose}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid={`${testIdPrefix}-submit`}>
          {submitLabel ?? t('actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label={closeLabel ?? t('actions.close')} />
      </Dialog.CloseTrigger>
    </>
  );
  if (useContext(ContentHeldByShell)) {
    return (
      <chakra.form onSubmit={onSubmit} noValidate display="contents">
        {parts}
      </chakra.form>
    );
  }
  return (
    <Dialog.Content asChild data-testid={testId} maxW={maxW ? `min(${maxW}, calc(100vw - 2rem))` : undefined}>
      <form onSubmit={onSubmit} noValidate>
        {parts}
      </form>
    </Dialog.Content>
  );
}
