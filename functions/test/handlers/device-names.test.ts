import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { invoke } from '../helpers';
import { recordCommands } from '../command-recorder';
import { addDevice, buildWorld, soldBody, uid, type DeviceWorld } from './device-support';

/**
 * The device page names its rows (model, type, organization, agent) from a short per-container cache
 * (domain/common/record-names.ts, decision 0034): a warm page reads no names, and a rename is seen at once in the
 * same process because the writes that rename forget the cached record.
 */
describe('device page names', () => {
  let w: DeviceWorld;
  let device: DeviceRecord;
  const pageRow = async () => {
    const res = await invoke('DevicePage', { token: w.admin, query: { limit: '10', deptId: String(w.customerA.deptId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.data.rows as DeviceRecord[]).find((row) => row.deviceId === device.deviceId)!;
  };
  /** The update body of a record from its info answer, without the fields the update does not take. */
  const editable = async (route: 'DeviceModelInfo' | 'ProductTypeInfo' | 'DeptInfo', query: Record<string, string>, drop: string[]) => {
    const data = { ...(await invoke(route, { token: w.admin, query })).json.data } as Record<string, unknown>;
    for (const field of drop) delete data[field];
    return data;
  };
  const update = async (route: 'DeviceModelUpdate' | 'ProductTypeUpdate' | 'DeptUpdate', body: Record<string, unknown>) => {
    const res = await invoke(route, { token: w.admin, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  };

  beforeAll(async () => {
    w = await buildWorld();
    device = await addDevice(w.admin, soldBody(w, w.customerA));
  });

  it('reads no names for a warm page', async () => {
    await pageRow();
    const recorder = recordCommands();
    try {
      const row = await pageRow();
      expect(row).toMatchObject({ modelId: w.modelId, typeId: w.typeId, deptName: w.customerA.deptName, agentName: w.agentA.deptName });
      expect(recorder.names()).not.toContain('BatchGetItemCommand');
    } finally {
      recorder.stop();
    }
  });

  it('shows a renamed model, type and organization at once', async () => {
    const audit = ['createBy', 'createTime', 'updateBy', 'updateTime'];
    const modelName = `Renamed model ${uid()}`;
    await update('DeviceModelUpdate', { ...(await editable('DeviceModelInfo', { modelId: String(w.modelId) }, ['typeCode', 'typeName', ...audit])), modelName });
    const typeName = `Renamed type ${uid()}`;
    await update('ProductTypeUpdate', { ...(await editable('ProductTypeInfo', { typeId: String(w.typeId) }, audit)), typeName });
    const deptName = `Renamed customer ${uid()}`;
    const agentName = `Renamed agent ${uid()}`;
    const deptDrop = ['deptPath', 'ancestors', 'hasMailPassword', ...audit];
    await update('DeptUpdate', { ...(await editable('DeptInfo', { deptId: String(w.customerA.deptId) }, deptDrop)), deptName });
    await update('DeptUpdate', { ...(await editable('DeptInfo', { deptId: String(w.agentA.deptId) }, deptDrop)), deptName: agentName });
    expect(await pageRow()).toMatchObject({ modelName, typeName, deptName, agentName });
  });
});
