import { useState } from 'react';
import { Box, Button, Card, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { errorMessage } from '../../../lib/error-message';
import { useDeptTreeSelect } from '../../dept/api/get-dept-treeselect';

interface Props {
  selected: number | undefined;
  /** An organization, or undefined for all of the caller's scope. */
  onSelect: (deptId: number | undefined) => void;
}

/** Names matching the filter, with their ancestors (so a hit stays reachable). */
function filterTree(nodes: readonly DeptTreeNode[], text: string): DeptTreeNode[] {
  if (!text) return [...nodes];
  const needle = text.toLowerCase();
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text);
    return n.label.toLowerCase().includes(needle) || children.length > 0 ? [{ ...n, children }] : [];
  });
}

/** Left panel of the accessories screen: the organizations of the caller's scope; clicking one filters the list. */
export function AccessoryDeptTree({ selected, onSelect }: Props) {
  const { t } = useTranslation('accessory');
  const tree = useDeptTreeSelect();
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const nodes = filterTree(tree.data ?? [], filter.trim());

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
            data-testid={`accessory-dept-${node.id}`}
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
    <Card.Root size="sm" data-testid="accessory-dept-tree" alignSelf="flex-start">
      <Card.Body>
        <Stack gap="3">
          <Input size="sm" placeholder={t('tree.filter')} aria-label={t('tree.filter')} value={filter} maxLength={30} data-testid="accessory-dept-filter" onChange={(e) => setFilter(e.target.value)} />
          <Button size="xs" variant={selected === undefined ? 'subtle' : 'ghost'} justifyContent="flex-start" data-testid="accessory-dept-all" onClick={() => onSelect(undefined)}>
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
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
