import { useState } from 'react';
import { Box, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { TreeNode } from '@aed/shared/schemas/menu';

export type CheckState = boolean | 'indeterminate';

/** Every id of a subtree, the node included. */
export const subtreeIds = (node: TreeNode): number[] => [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
export const allIds = (nodes: readonly TreeNode[]): number[] => nodes.flatMap(subtreeIds);

/**
 * Linked (cascading) checking: a parent is checked when all its children are, half-checked when some are.
 * `checked` holds the fully checked ids; a node's state is derived from its leaves.
 */
export function stateOf(node: TreeNode, checked: ReadonlySet<number>): CheckState {
  if (!node.children?.length) return checked.has(node.id);
  const states = node.children.map((c) => stateOf(c, checked));
  if (states.every((s) => s === true)) return true;
  return states.some((s) => s !== false) ? 'indeterminate' : false;
}

/** Fully checked ids from a server's `checkedKeys`: a checked parent checks its whole subtree. */
export function expandChecked(nodes: readonly TreeNode[], keys: readonly number[]): Set<number> {
  const out = new Set<number>();
  const keySet = new Set(keys);
  const walk = (node: TreeNode, inherited: boolean) => {
    const on = inherited || keySet.has(node.id);
    if (on) out.add(node.id);
    for (const c of node.children ?? []) walk(c, on);
  };
  for (const n of nodes) walk(n, false);
  return out;
}

/** The ids to store: checked nodes and their half-checked parents (RuoYi's checked + half-checked keys). */
export function checkedWithHalf(nodes: readonly TreeNode[], checked: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const walk = (node: TreeNode) => {
    if (stateOf(node, checked) !== false) out.push(node.id);
    node.children?.forEach(walk);
  };
  nodes.forEach(walk);
  return out.sort((a, b) => a - b);
}

interface Props {
  nodes: readonly TreeNode[];
  checked: ReadonlySet<number>;
  onChange: (checked: Set<number>) => void;
  /** Independent checkboxes (organizations of a custom scope) instead of parent-child linkage. */
  strict?: boolean;
  /** Text of a node (e.g. a translated menu title). */
  label?: (node: TreeNode) => string;
  expandAll?: boolean;
  testId: string;
  expandLabel: string;
}

/** A checkbox tree: linked with half-checked parents, or strict. */
export function CheckTree({ nodes, checked, onChange, strict = false, label = (n) => n.label, expandAll = false, testId, expandLabel }: Props) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set(nodes.map((n) => n.id)));
  const toggle = (node: TreeNode, on: boolean) => {
    const next = new Set(checked);
    for (const id of strict ? [node.id] : subtreeIds(node)) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };

  const row = (node: TreeNode, depth: number) => {
    const state = strict ? checked.has(node.id) : stateOf(node, checked);
    const expanded = expandAll || open.has(node.id);
    const hasChildren = !!node.children?.length;
    return (
      <Box key={node.id}>
        <HStack gap="1" pl={`${depth * 20}px`} py="0.5">
          {hasChildren ? (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={expandLabel}
              aria-expanded={expanded}
              onClick={() => setOpen((prev) => (prev.has(node.id) ? new Set([...prev].filter((id) => id !== node.id)) : new Set([...prev, node.id])))}
            >
              {expanded ? <LuChevronDown /> : <LuChevronRight />}
            </IconButton>
          ) : (
            <Box width="6" />
          )}
          <Checkbox.Root size="sm" checked={state} onCheckedChange={(e) => toggle(node, e.checked === true)} data-testid={`${testId}-node-${node.id}`} data-state-value={String(state)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Text as="span" fontSize="sm">
                {label(node)}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {hasChildren && expanded && node.children!.map((c) => row(c, depth + 1))}
      </Box>
    );
  };

  return (
    <Stack gap="0" borderWidth="1px" rounded="md" p="2" maxHeight="72" overflowY="auto" data-testid={testId}>
      {nodes.map((n) => row(n, 0))}
    </Stack>
  );
}
