/** Helpers of the role and menu handler tests: path parameters, users in a given organization, organizations. */
import type { RouteId } from '../../src/routes/route-table';
import { nextId } from '../../src/data/access/ids';
import { createUser } from '../../src/data/access/users';
import { DeptEntity } from '../../src/data/entities/dept-entity';
import { hashPassword } from '../../src/domain/auth/passwords';
import { httpEvent } from '../helpers';
import { invokeEvent } from './support';

/** Invokes a route whose path has `{name}` parameters, as API Gateway would pass them. */
export async function invokeWithParams(routeId: RouteId, params: Record<string, string>, options: { token?: string; headers?: Record<string, string> } = {}) {
  const { headers, ...rest } = options;
  const event = httpEvent(routeId, rest);
  event.headers = { ...event.headers, ...headers };
  event.pathParameters = params;
  event.rawPath = Object.entries(params).reduce((p, [k, v]) => p.replace(`{${k}}`, encodeURIComponent(v)), event.rawPath);
  return invokeEvent(routeId, event);
}

/** An organization under `parentPath` (a test fixture, written directly). */
export async function createDept(deptId: number, parentPath: string, deptName: string): Promise<string> {
  const deptPath = `${parentPath}${deptId},`;
  const parentId = Number(parentPath.split(',').filter(Boolean).pop() ?? 0);
  await DeptEntity.create({
    deptId,
    parentId,
    ancestors: deptPath.split(',').filter(Boolean).slice(0, -1).join(','),
    deptPath,
    deptName,
    createTime: new Date().toISOString(),
  }).go();
  return deptPath;
}

let hash: Promise<string> | undefined;

/** A user of organization `deptId` holding `roleIds` (link items written by createUser). */
export async function createUserIn(username: string, password: string, roleIds: number[], deptId: number, deptPath: string): Promise<number> {
  const userId = await nextId('user');
  const now = new Date().toISOString();
  await createUser({
    userId,
    username,
    nickName: username,
    deptId,
    deptPath,
    email: '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    language: 'en',
    passwordHash: await (hash ??= hashPassword(password)),
    passwordKind: 'chosen',
    passwordChangedAt: now,
    status: '0',
    deleted: false,
    userType: '00',
    roleIds,
    isSuperAdmin: false,
    remark: '',
    createBy: 'test',
    createTime: now,
    updateBy: 'test',
    updateTime: now,
  });
  return userId;
}
