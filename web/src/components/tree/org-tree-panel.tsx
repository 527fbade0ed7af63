import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, Checkbox, Grid, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight, LuChevronUp } from 'react-icons/lu';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { errorMessage } from '../../lib/error-message';

export interface OrgTreePanelProps {
  /** The organizations of the caller's scope: `useDeptTreeSelect()` (api/get-dept-treeselect.ts). */
  tree: UseQueryResult<DeptTreeNode[]>;
  selected: number | undefined;
  /** An organization, or undefined for all of the caller's scope. */
  onSelect: (deptId: number | undefined) => void;
  /**
   * The screen's namespace holding `tree.label`, `tree.filter`, `tree.all`, `tree.expand`, `tree.collapse`,
   * `tree.picked` (the phone's toggle, `{{name}}` the picked organization or `tree.all`) and `tree.subtree` with the
   * sub-organizations switch: each screen keeps its own wording.
   */
  ns: string;
  /**
   * Test ids `<testIdPrefix>-dept-toggle` (the phone's toggle), `-dept-tree`, `-dept-filter`, `-dept-all`,
   * `-dept-<id>` and `<testIdPrefix>-subtree`.
   */
  testIdPrefix: string;
  /**
   * An "include sub-organizations" switch under the tree (label `tree.subtree`), for screens that can narrow to one
   * organization alone; it is disabled while no organization is picked.
   */
  subtree?: { checked: boolean; onChange: (checked: boolean) => void };
}

/** Names matching the filter, with their ancestors (so a hit stays reachable). */
export function filterOrgTree(nodes: readonly DeptTreeNode[], text: string): DeptTreeNode[] {
  if (!text) return [...nodes];
  const needle = text.toLowerCase();
  return nodes.flatMap((n) => {
    const children = filterOrgTree(n.children ?? [], text);
    return n.label.toLowerCase().includes(needle) || children.length > 0 ? [{ ...n, children }] : [];
  });
}

/** The organization of `id` in a tree, if it is there. */
export function findOrg(nodes: readonly DeptTreeNode[], id: number | undefined): DeptTreeNode | undefined {
  if (id === undefined) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findOrg(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * THE left panel of the organization-scoped screens (users, devices, accessories, notify persons, handlers,
 * inventory): the organizations of the caller's scope as a collapsible, filterable tree; clicking one narrows the
 * screen, clicking it again (or "All") goes back to the whole scope. Below the `md` breakpoint (a phone) the panel is
 * folded behind one button naming the picked organization ("Organization: Clinic ▾"), so the list shows on the first
 * screen: the button unfolds the panel in place, and picking an organization folds it again. From `md` up the panel
 * always shows, beside the list (`OrgTreeLayout`).
 */
export function OrgTreePanel({ tree, selected, onSelect, ns, testIdPrefix, subtree }: OrgTreePanelProps) {
  const { t } = useTranslation(ns);
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  /** The phone's fold: the panel shows below `md` only while unfolded (from `md` up it always shows). */
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const nodes = filterOrgTree(tree.data ?? [], filter.trim());
  const pick = (deptId: number | undefined) => {
    setUnfolded(false);
    onSelect(deptId);
  };
  // while the tree loads, the organization of a deep link has no name yet
  const pickedName = selected === undefined ? t('tree.all') : (findOrg(tree.data ?? [], selected)?.label ?? '…');

  const renderNode = (node: DeptTreeNode, level: number) => {
    const hasChildren = (node.children ?? []).length > 0;
    const open = !collapsed.has(node.id) || !!filter.trim();
    return (
      <Box key={node.id} role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-selected={selected === node.id}>
        <HStack gap="0" ps={`${level * 14}px`}>
          {hasChildren ? (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={open ? t('tree.collapse') : t('tree.expand')}
              onClick={() =>
                setCollapsed((c) => {
                  const next = new Set(c);
                  if (open) next.add(node.id);
                  else next.delete(node.id);
                  return next;
                })
              }
            >
              {open ? <LuChevronDown /> : <LuChevronRight />}
            </IconButton>
          ) : (
            <Box w="6" flexShrink={0} />
          )}
          <Button
            size="xs"
            variant={selected === node.id ? 'subtle' : 'ghost'}
            colorPalette={selected === node.id ? 'brand' : undefined}
            justifyContent="flex-start"
            flex="1"
            minW="0"
            data-testid={`${testIdPrefix}-dept-${node.id}`}
            onClick={() => pick(selected === node.id ? undefined : node.id)}
          >
            <Text truncate title={node.label}>
              {node.label}
            </Text>
          </Button>
        </HStack>
        {hasChildren && open && <Box role="group">{node.children.map((c) => renderNode(c, level + 1))}</Box>}
      </Box>
    );
  };

  return (
    <Stack gap="2" alignSelf="flex-start" minW="0">
      <Button hideFrom="md" variant="outline" justifyContent="space-between" aria-expanded={unfolded} aria-controls={panelId} data-testid={`${testIdPrefix}-dept-toggle`} onClick={() => setUnfolded((u) => !u)}>
        <Text truncate>{t('tree.picked', { name: pickedName })}</Text>
        {unfolded ? <LuChevronUp /> : <LuChevronDown />}
      </Button>
      <Card.Root size="sm" id={panelId} data-testid={`${testIdPrefix}-dept-tree`} data-state={unfolded ? 'open' : 'closed'} display={{ base: unfolded ? 'flex' : 'none', md: 'flex' }}>
        <Card.Body>
          <Stack gap="3">
            <Input size="sm" placeholder={t('tree.filter')} aria-label={t('tree.filter')} value={filter} maxLength={30} data-testid={`${testIdPrefix}-dept-filter`} onChange={(e) => setFilter(e.target.value)} />
            <Button size="xs" variant={selected === undefined ? 'subtle' : 'ghost'} justifyContent="flex-start" data-testid={`${testIdPrefix}-dept-all`} onClick={() => pick(undefined)}>
              {t('tree.all')}
            </Button>
            {tree.isPending ? (
              <Spinner size="sm" />
            ) : tree.isError ? (
              <Text color="fg.error" fontSize="sm">
                {errorMessage(t, tree.error)}
              </Text>
            ) : (
              <Box role="tree" aria-label={t('tree.label')} maxH={{ base: '50vh', md: '70vh' }} overflowY="auto">
                {nodes.map((n) => renderNode(n, 0))}
              </Box>
            )}
            {subtree && (
              <Checkbox.Root size="sm" checked={subtree.checked} disabled={selected === undefined} onCheckedChange={(e) => subtree.onChange(e.checked === true)} data-testid={`${testIdPrefix}-subtree`}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('tree.subtree')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/**
 * An organization-scoped screen: the organization tree panel on the left, the screen beside it from the `md`
 * breakpoint (below it, on a phone, the folded panel's button above the screen, without a margin of its own: the
 * page's is enough).
 */
export function OrgTreeLayout({ panel, testId, children }: { panel: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }} gap={{ base: '3', md: '4' }} p={{ base: '0', md: '4' }} data-testid={testId}>
      {panel}
      <Box minW="0">{children}</Box>
    </Grid>
  );
}
