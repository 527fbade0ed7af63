import { useState, type ReactNode } from 'react';
import { Box, Button, Card, Checkbox, Grid, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { errorMessage } from '../../lib/error-message';

export interface OrgTreePanelProps {
  /** The organizations of the caller's scope: `useDeptTreeSelect()` (api/get-dept-treeselect.ts). */
  tree: UseQueryResult<DeptTreeNode[]>;
  selected: number | undefined;
  /** An organization, or undefined for all of the caller's scope. */
  onSelect: (deptId: number | undefined) => void;
  /**
   * The screen's namespace holding `tree.label`, `tree.filter`, `tree.all`, `tree.expand`, `tree.collapse` (and
   * `tree.subtree` with the sub-organizations switch): each screen keeps its own wording.
   */
  ns: string;
  /** Test ids `<testIdPrefix>-dept-tree`, `-dept-filter`, `-dept-all`, `-dept-<id>` and `<testIdPrefix>-subtree`. */
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
 * screen, clicking it again (or "All") goes back to the whole scope.
 */
export function OrgTreePanel({ tree, selected, onSelect, ns, testIdPrefix, subtree }: OrgTreePanelProps) {
  const { t } = useTranslation(ns);
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const nodes = filterOrgTree(tree.data ?? [], filter.trim());

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
            onClick={() => onSelect(selected === node.id ? undefined : node.id)}
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
    <Card.Root size="sm" data-testid={`${testIdPrefix}-dept-tree`} alignSelf="flex-start">
      <Card.Body>
        <Stack gap="3">
          <Input size="sm" placeholder={t('tree.filter')} aria-label={t('tree.filter')} value={filter} maxLength={30} data-testid={`${testIdPrefix}-dept-filter`} onChange={(e) => setFilter(e.target.value)} />
          <Button size="xs" variant={selected === undefined ? 'subtle' : 'ghost'} justifyContent="flex-start" data-testid={`${testIdPrefix}-dept-all`} onClick={() => onSelect(undefined)}>
            {t('tree.all')}
          </Button>
          {tree.isPending ? (
            <Spinner size="sm" />
          ) : tree.isError ? (
            <Text color="fg.error" fontSize="sm">
              {errorMessage(t, tree.error)}
            </Text>
          ) : (
            <Box role="tree" aria-label={t('tree.label')} maxH="70vh" overflowY="auto">
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
  );
}

/** An organization-scoped screen: the organization tree panel on the left, the screen beside it (under it when narrow). */
export function OrgTreeLayout({ panel, testId, children }: { panel: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }} gap="4" p="4" data-testid={testId}>
      {panel}
      <Box minW="0">{children}</Box>
    </Grid>
  );
}
