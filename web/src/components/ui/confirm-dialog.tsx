import type { ReactNode } from 'react';
import { Button, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Omit for a dialog whose only way out is the confirm button (e.g. re-login). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** `danger` for destructive actions, `warning` for interrupting ones, `info` otherwise. */
  tone?: 'danger' | 'warning' | 'info';
  busy?: boolean;
  /** Test id of the dialog. */
  testId: string;
  /** Buttons are `<prefix>-confirm` and `<prefix>-cancel`. */
  actionTestIdPrefix: string;
}

const PALETTE = { danger: 'red', warning: 'orange', info: 'brand' } as const;

/**
 * The one confirmation dialog: an alert dialog that outside clicks never dismiss (spec: log out, delete).
 * Escape cancels when there is a cancel button.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'info', busy = false, testId, actionTestIdPrefix }: ConfirmDialogProps) {
  const cancellable = cancelLabel !== undefined && onCancel !== undefined;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="sm"
      closeOnInteractOutside={false}
      closeOnEscape={cancellable}
      onOpenChange={(e) => !e.open && cancellable && !busy && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack align="flex-start" gap="3">
                {tone !== 'info' && (
                  <Icon color={`${PALETTE[tone]}.500`} boxSize="6" flexShrink={0}>
                    <LuTriangleAlert />
                  </Icon>
                )}
                {typeof message === 'string' ? <Text>{message}</Text> : message}
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              {cancellable && (
                <Button variant="outline" onClick={onCancel} disabled={busy} data-testid={`${actionTestIdPrefix}-cancel`}>
                  {cancelLabel}
                </Button>
              )}
              <Button colorPalette={PALETTE[tone]} onClick={onConfirm} loading={busy} data-testid={`${actionTestIdPrefix}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
