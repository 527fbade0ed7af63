/** Positions (posts). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as post from '@aed/shared/schemas/post';
import type { RouteDefinition } from '../../route-types';

const P = '/upms/system/post';

export const POST_ROUTES = [
  { id: 'PostPage', method: 'GET', path: `${P}/page`, entry: 'system/post/get-post-page', access: PERMISSIONS.post.list, summary: 'Positions, one page', query: post.postPageQuery },
  { id: 'PostInfo', method: 'GET', path: `${P}/info`, entry: 'system/post/get-post-info', access: PERMISSIONS.post.query, summary: 'One position by id', query: post.postInfoQuery },
  { id: 'PostOptions', method: 'GET', path: `${P}/optionselect`, entry: 'system/post/get-post-options', access: 'session', summary: 'Enabled positions for selectors' },
  { id: 'PostAdd', method: 'POST', path: `${P}/add`, entry: 'system/post/post-post-add', access: PERMISSIONS.post.add, summary: 'Add a position', body: post.addPostBody, log: { module: 'post', type: 'add' } },
  { id: 'PostUpdate', method: 'PUT', path: `${P}/update`, entry: 'system/post/put-post-update', access: PERMISSIONS.post.edit, summary: 'Update a position', body: post.updatePostBody, log: { module: 'post', type: 'update' } },
  { id: 'PostDelete', method: 'DELETE', path: `${P}/delete`, entry: 'system/post/delete-post', access: PERMISSIONS.post.remove, summary: 'Delete positions (ids=1,2)', query: post.deletePostQuery, log: { module: 'post', type: 'delete' } },
  { id: 'PostExport', method: 'GET', path: `${P}/export`, entry: 'system/post/get-post-export', access: PERMISSIONS.post.export, summary: 'Positions matching the search as xlsx', query: post.postSearch, file: true, log: { module: 'post', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
