import { useState, type ReactNode } from 'react';
import { Box, Button, Card, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';

export interface OrgTreeLabels {
  /** Placeholder and accessible name of the filter box. */
  filter: string;
  /** "All organizations" (nothing picked: the whole scope). */
  all: string;
  /** Accessible name of the tree. */
  tree: string;
  expand: string;
  collapse: string;
}

interface Props {
  /** The organizations of the caller's scope (`GET /upms/system/dept/treeselect`). */
  nodes: readonly DeptTreeNode[] | undefined;
  loading: boolean;
  /** Why the tree could not be loaded (already translated), if it could not. */
  error?: string;
  selected: number | undefined;
  /** An organization, or undefined for all of the caller's scope. */
  onSelect: (deptId: number | undefined) => void;
  labels: OrgTreeLabels;
  /** Test ids: `<prefix>-tree`, `<prefix>-filter`, `<prefix>-all`, `<prefix>-<deptId>`. */
  testIdPrefix: string;
  /** Shown under the tree (e.g. an "include sub-organizations" switch). */
  footer?: ReactNode;
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
 * The left panel of an organization-scoped list screen: the organizations of the caller's scope as a collapsible,
 * filterable tree; clicking one narrows the list, clicking it again (or "all") goes back to the whole scope.
 */
export function OrgTreePanel({ nodes, loading, error, selected, onSelect, labels, testIdPrefix, footer }: Props) {
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const shown = filterOrgTree(nodes ?? [], filter.trim());

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
              aria-label={open ? labels.collapse : labels.expand}
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
            data-testid={`${testIdPrefix}-${node.id}`}
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
    <Card.Root size="sm" data-testid={`${testIdPrefix}-tree`} alignSelf="flex-start">
      <Card.Body>
        <Stack gap="3">
          <Input size="sm" placeholder={labels.filter} aria-label={labels.filter} value={filter} maxLength={30} data-testid={`${testIdPrefix}-filter`} onChange={(e) => setFilter(e.target.value)} />
          <Button size="xs" variant={selected === undefined ? 'subtle' : 'ghost'} justifyContent="flex-start" data-testid={`${testIdPrefix}-all`} onClick={() => onSelect(undefined)}>
            {labels.all}
          </Button>
          {loading ? (
            <Spinner size="sm" />
          ) : error ? (
            <Text color="fg.error" fontSize="sm">
              {error}
            </Text>
          ) : (
            <Box role="tree" aria-label={labels.tree} maxH="70vh" overflowY="auto">
              {shown.map((n) => renderNode(n, 0))}
            </Box>
          )}
          {footer}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
