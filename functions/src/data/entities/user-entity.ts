import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

export const UserEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'user', version: '1', service: 'aed' },
    attributes: {
      userId: { type: 'number', required: true },
      username: { type: 'string', required: true },
      nickName: { type: 'string', required: true },
      deptId: { type: 'number', required: true },
      /** Materialized path of the organization ("0,100,"): "my organization and below" is a begins_with Query. */
      deptPath: { type: 'string', required: true },
      email: { type: 'string', required: true, default: '' },
      phonenumber: { type: 'string', required: true, default: '' },
      sex: { type: ['0', '1', '2'] as const, required: true, default: '2' },
      /** Object key of the avatar in the blob store (`user/<userId>/avatar-<uuid>`, decision 0010), '' when none. */
      avatar: { type: 'string', required: true, default: '' },
      avatarType: { type: 'string', required: true, default: '' },
      avatarSize: { type: 'number', required: true, default: 0 },
      language: { type: ['en', 'fr', 'zh-CN', 'zh-TW'] as const, required: true, default: 'en' },
      passwordHash: { type: 'string', required: true },
      /** `initial` (set by an administrator or first start) and `temporary` (mailed) force a change. */
      passwordKind: { type: ['initial', 'temporary', 'chosen'] as const, required: true, default: 'initial' },
      passwordChangedAt: { type: 'string', required: true },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      deleted: { type: 'boolean', required: true, default: false },
      userType: { type: 'string', required: true, default: '00' },
      roleIds: { type: 'list', items: { type: 'number' }, required: true, default: [] },
      /** Positions held; mirrored by userPost link items (entities/user-post-entity.ts). */
      postIds: { type: 'list', items: { type: 'number' }, required: true, default: [] },
      /** `reminder` (message notifications) and/or `handler` (work orders): shared/src/schemas/user.ts USER_TYPES. */
      userTypes: { type: 'list', items: { type: 'string' }, required: true, default: [] },
      /** Certificate validity range (ISO dates, '' = none); the end month also has a certificate marker item. */
      certificateBegin: { type: 'string', required: true, default: '' },
      certificateEnd: { type: 'string', required: true, default: '' },
      /** Dashboard map provider the user chose ('1' or '2'). */
      chooseFlag: { type: ['1', '2'] as const, required: true, default: '2' },
      isSuperAdmin: { type: 'boolean', required: true, default: false },
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased account, name, phone, email and remark: the keyword filter (set by data/access/users.ts). */
      searchText: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
      byUsername: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['username'] }, sk: { field: 'gsi1sk', composite: [] } },
      byDept: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'userId'] } },
    },
  },
  entityConfig,
));
export type UserItem = EntityItem<typeof UserEntity>;
export type NewUserItem = CreateEntityItem<typeof UserEntity>;
