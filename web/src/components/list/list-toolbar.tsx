import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { LuChevronsDownUp, LuChevronsUpDown, LuDownload, LuPencil, LuPlus, LuTrash, LuTrash2, LuUpload } from 'react-icons/lu';
import { usePermission } from '../../lib/permission';
import { notifyError } from '../ui/toaster';

/** The action bar above a list. */
export function ListToolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2" wrap="wrap" role="toolbar" aria-label={label}>
      {children}
    </HStack>
  );
}

export type ActionKind = 'add' | 'edit' | 'delete' | 'clean' | 'export' | 'import' | 'other';

const LOOK: Record<ActionKind, { palette?: string; variant: 'subtle' | 'outline' | 'ghost'; icon?: ReactNode }> = {
  add: { variant: 'subtle', icon: <LuPlus /> },
  edit: { palette: 'green', variant: 'subtle', icon: <LuPencil /> },
  delete: { palette: 'red', variant: 'subtle', icon: <LuTrash2 /> },
  clean: { palette: 'red', variant: 'outline', icon: <LuTrash /> },
  export: { palette: 'orange', variant: 'subtle', icon: <LuDownload /> },
  import: { palette: 'blue', variant: 'subtle', icon: <LuUpload /> },
  other: { variant: 'subtle' },
};

/** The kinds every screen names with the same word (`common:actions.<kind>`): "Edit", never a screen's own "Modify". */
const COMMON_WORD: Partial<Record<ActionKind, string>> = { add: 'add', edit: 'edit', delete: 'delete', export: 'export', import: 'import' };

/** A button's text: its own label, else the common word of its kind. */
function useActionLabel(kind: ActionKind, label: string | undefined): string {
  const { t } = useTranslation('common');
  const word = COMMON_WORD[kind];
  return label ?? (word ? t(`actions.${word}`) : '');
}

interface ActionButtonProps {
  kind: ActionKind;
  /** Default: the common word of the kind (edit: "Edit"); the edit button of every screen takes the default. */
  label?: string;
  testId: string;
  onClick: () => void;
  /** Shown only when the signed-in user holds it. */
  permission?: string;
  disabled?: boolean;
  /** Why it is disabled (a tooltip), when a rule rather than the selection disables it. */
  title?: string;
  loading?: boolean;
  icon?: ReactNode;
  palette?: string;
}

/** A toolbar button with the look of its kind, hidden without its permission. */
export function ToolbarButton({ kind, label, testId, onClick, permission, disabled, title, loading, icon, palette }: ActionButtonProps) {
  const { hasPermission } = usePermission();
  const text = useActionLabel(kind, label);
  if (permission !== undefined && !hasPermission(permission)) return null;
  const look = LOOK[kind];
  return (
    <Button colorPalette={palette ?? look.palette} variant={look.variant} data-testid={testId} disabled={disabled} title={title} loading={loading} onClick={onClick}>
      {icon ?? look.icon} {text}
    </Button>
  );
}

/** A small button in a row's action cell, hidden without its permission. */
export function RowActionButton({ kind, label, testId, onClick, permission, disabled, title, loading, icon, palette }: ActionButtonProps) {
  const { hasPermission } = usePermission();
  const text = useActionLabel(kind, label);
  if (permission !== undefined && !hasPermission(permission)) return null;
  const look = LOOK[kind];
  return (
    <Button size="xs" variant="ghost" colorPalette={palette ?? (kind === 'delete' || kind === 'clean' ? 'red' : undefined)} data-testid={testId} disabled={disabled} title={title} loading={loading} onClick={onClick}>
      {icon ?? look.icon} {text}
    </Button>
  );
}

interface ExportButtonProps<S> {
  label: string;
  testId: string;
  permission?: string;
  /** The download mutation (`download(route, ...)` of lib/api-client), called with the applied search. */
  exporter: UseMutationResult<unknown, unknown, S>;
  search: S;
  /** A failure as text (usually `errorMessage(t, err)`). */
  errorText: (err: unknown) => string;
}

/** Export of the current search as a file download; a failure is a toast. */
export function ExportButton<S>({ label, testId, permission, exporter, search, errorText }: ExportButtonProps<S>) {
  return (
    <ToolbarButton
      kind="export"
      label={label}
      testId={testId}
      permission={permission}
      loading={exporter.isPending}
      onClick={() => exporter.mutate(search, { onError: (err) => notifyError(errorText(err)) })}
    />
  );
}

interface ExpandAllProps {
  testId: string;
  /** Every row is open: the button collapses them all; otherwise it expands them all. */
  allExpanded: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  expandLabel: string;
  collapseLabel: string;
}

/** Expand all / collapse all of a tree table (`useTreeExpansion`). */
export function ExpandAllButton({ testId, allExpanded, onExpandAll, onCollapseAll, expandLabel, collapseLabel }: ExpandAllProps) {
  return (
    <ToolbarButton
      kind="other"
      palette="gray"
      testId={testId}
      icon={allExpanded ? <LuChevronsDownUp /> : <LuChevronsUpDown />}
      label={allExpanded ? collapseLabel : expandLabel}
      onClick={allExpanded ? onCollapseAll : onExpandAll}
    />
  );
}
