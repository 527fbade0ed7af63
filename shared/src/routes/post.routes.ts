/** Positions (posts). */
import { PERMISSIONS } from '../permissions/permissions';
import * as post from '../schemas/post';
import { noData, pageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

const P = '/upms/system/post';

export const PostPage = defineRoute({ id: 'PostPage', method: 'GET', path: `${P}/page`, access: PERMISSIONS.post.list, summary: 'Positions, one page', query: post.postPageQuery, response: pageOf(post.postRecord) });
export const PostInfo = defineRoute({ id: 'PostInfo', method: 'GET', path: `${P}/info`, access: PERMISSIONS.post.query, summary: 'One position by id', query: post.postInfoQuery, response: post.postRecord });
export const PostOptions = defineRoute({ id: 'PostOptions', method: 'GET', path: `${P}/optionselect`, access: 'session', summary: 'Enabled positions for selectors', response: z.array(post.postOption) });
export const PostAdd = defineRoute({ id: 'PostAdd', method: 'POST', path: `${P}/add`, access: PERMISSIONS.post.add, summary: 'Add a position', body: post.addPostBody, log: { module: 'post', type: 'add' }, response: post.postRecord });
export const PostUpdate = defineRoute({ id: 'PostUpdate', method: 'PUT', path: `${P}/update`, access: PERMISSIONS.post.edit, summary: 'Update a position', body: post.updatePostBody, log: { module: 'post', type: 'update' }, response: post.postRecord });
export const PostDelete = defineRoute({ id: 'PostDelete', method: 'DELETE', path: `${P}/delete`, access: PERMISSIONS.post.remove, summary: 'Delete positions (ids=1,2)', query: post.deletePostQuery, log: { module: 'post', type: 'delete' }, response: noData });
export const PostExport = defineRoute({ id: 'PostExport', method: 'GET', path: `${P}/export`, access: PERMISSIONS.post.export, summary: 'Positions matching the search as xlsx', query: post.postSearch, file: true, log: { module: 'post', type: 'export' } });
export const POST_ROUTES = [PostPage, PostInfo, PostOptions, PostAdd, PostUpdate, PostDelete, PostExport] as const;
