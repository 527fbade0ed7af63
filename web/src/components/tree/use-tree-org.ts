import { useCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import { textParam, useListParams } from '../list/list-params';
import { findOrg } from './org-tree-panel';

/** The search param that holds the organization picked in a screen's tree panel. */
export const TREE_ORG_PARAM = 'deptId';

const ORG_ID = /^[1-9]\d{0,14}$/;

/**
 * The organization picked in a screen's tree panel (`OrgTreePanel`), kept in the URL's `deptId` search param like the
 * list filters (docs/decisions/0039): a pasted link opens the screen on that organization, Back restores the one
 * before. Read: a whole number from 1 naming an organization of the caller's tree (while the tree loads, any such
 * number); anything else is ignored and the whole scope applies. Write: a push that also takes the list back to its
 * first page (one history entry).
 */
export function useTreeOrg(tree: Pick<UseQueryResult<DeptTreeNode[]>, 'data'>) {
  const params = useListParams();
  const raw = textParam(params.read(TREE_ORG_PARAM));
  const asked = raw !== undefined && ORG_ID.test(raw) ? Number(raw) : undefined;
  const deptId = asked !== undefined && (!tree.data || findOrg(tree.data, asked)) ? asked : undefined;
  const { write } = params;
  const select = useCallback((id: number | undefined) => write({ [TREE_ORG_PARAM]: id, page: undefined }), [write]);
  return { deptId, select };
}
