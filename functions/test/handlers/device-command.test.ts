/**
 * Device commands (decision 0047, "Device commands"): a command reaches a real MQTT subscriber through the IoT data
 * plane client, the local stand-in and aedes; another tenant's device answers as a missing one; a disabled device is
 * refused; a few per device and minute; only with the permission; each one in the operation log. The stand-in
 * refuses shadow calls clearly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { GetThingShadowCommand, IoTDataPlaneClient, UpdateThingShadowCommand } from '@aws-sdk/client-iot-data-plane';
import { DEVICE_COMMAND_RATE, deviceCommandMessage } from '@aed/shared/schemas/device-command';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMqttBroker } from '../../src/local/mqtt-broker';
import { startIotDataEndpoint } from '../../src/local/iot-data-endpoint';

interface Received {
  topic: string;
  payload: string;
  qos: number;
}

describe('device commands', () => {
  let w: DeviceWorld;
  let agentC: Org;
  let customerC: Org;
  let adminC: string;
  let adminAUserId: number;
  let adminAName: string;
  let adminA: string;
  let dA: DeviceRecord;
  let dB: DeviceRecord;
  let dC: DeviceRecord;
  let disabledA: DeviceRecord;
  let broker: Awaited<ReturnType<typeof startMqttBroker>>;
  let standIn: Awaited<ReturnType<typeof startIotDataEndpoint>>;
  let subscriber: MqttClient;
  const received: Received[] = [];
  let endpointBefore: string | undefined;

  const send = (token: string, deviceId: number, command = 'selfTest') => invoke('DeviceCommand', { token, body: { deviceId, command } });
  const waitFor = async <T>(probe: () => T | undefined, ms = 5000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = probe();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    w = await buildWorld();
    agentC = await addOrg(w.admin, 100, '0', 50, `Agent C ${uid()}`);
    customerC = await addOrg(w.admin, agentC.deptId, '2', 5, `Customer C ${uid()}`);
    const nameC = `cmdc${uid().toLowerCase()}`;
    await createTestUser({ username: nameC, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(nameC, PASSWORD);
    // an administrator of agent A whose user id the message must carry
    adminAName = `cmda${uid().toLowerCase()}`;
    adminAUserId = await createTestUser({ username: adminAName, password: PASSWORD, roleIds: [3], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    adminA = await loginAs(adminAName, PASSWORD);

    dA = await addDevice(w.adminA, soldBody(w, w.customerA, { status: '0', serialNumber: `SN(${uid()})` }));
    disabledA = await addDevice(w.adminA, soldBody(w, w.customerA, { status: '1' }));
    dB = await addDevice(w.adminB, soldBody(w, w.customerB, { status: '0' }));
    dC = await addDevice(adminC, soldBody(w, customerC, { status: '0' }));

    // the broker and the stand-in as npm start runs them (local/main.ts); the client finds the stand-in by IOT_DATA_ENDPOINT
    const brokerPort = await freePort();
    broker = await startMqttBroker(brokerPort, async () => undefined);
    standIn = await startIotDataEndpoint(0, broker.publish);
    endpointBefore = process.env.IOT_DATA_ENDPOINT;
    process.env.IOT_DATA_ENDPOINT = standIn.url;
    subscriber = await mqtt.connectAsync(`mqtt://127.0.0.1:${brokerPort}`, { clientId: `device-${uid()}`, clean: true });
    subscriber.on('message', (topic, payload, packet) => received.push({ topic, payload: payload.toString('utf8'), qos: packet.qos }));
    await subscriber.subscribeAsync([dA, dB, dC, disabledA].map((d) => `aed/${d.serialNumber}/command`), { qos: 1 });
  }, 240_000);

  afterAll(async () => {
    if (endpointBefore === undefined) delete process.env.IOT_DATA_ENDPOINT;
    else process.env.IOT_DATA_ENDPOINT = endpointBefore;
    await subscriber?.endAsync();
    await standIn?.stop();
    await broker?.stop();
  });

  it('publishes the command on aed/<serial>/command with QoS 1 to a real subscriber, and logs who sent what to which device', async () => {
    {
      const res = await send(adminA, dA.deviceId, 'locate');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const { cmdId } = res.json.data as { cmdId: string };
      const got = await waitFor(() => received.find((m) => m.payload.includes(cmdId)));
      expect(got.topic).toBe(`aed/${dA.serialNumber}/command`);
      expect(got.qos).toBe(1);
      const message = deviceCommandMessage.parse(JSON.parse(got.payload));
      expect(message).toMatchObject({ v: 1, cmdId, command: 'locate', issuedBy: adminAUserId });
      expect(Math.abs(Date.parse(message.issuedAt) - Date.now())).toBeLessThan(60_000);

      // refused commands publish nothing
      expectError(await send(w.adminB, dA.deviceId), 404, 'device.notFound');
      expectError(await send(adminA, disabledA.deviceId), 409, 'device.commandDisabled');
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toHaveLength(1);

      // the operation log: who, when, which device, which command (and its id)
      const logs = await invoke('OperLogPage', { token: w.admin, query: { title: 'device', limit: '50' } });
      expect(logs.status).toBe(200);
      const line = (logs.json.data.rows as { operParam: string; jsonResult: string; operName: string; operUrl: string; operTime: string; status: string }[]).find((r) => r.jsonResult.includes(cmdId));
      expect(line).toBeDefined();
      expect(line!.operUrl).toContain('/product/device/command');
      expect(JSON.parse(line!.operParam)).toMatchObject({ body: { deviceId: dA.deviceId, command: 'locate' } });
      expect(line!.operName).toBe(adminAName);
      expect(line!.status).toBe('0');
    }
  });

  it("answers another tenant's device exactly as a missing one (three tenants)", async () => {
    const missing = await send(w.adminB, 999_999_999);
    expectError(missing, 404, 'device.notFound');
    for (const [token, device] of [
      [w.adminB, dA],
      [adminC, dA],
      [w.adminA, dB],
      [adminC, dB],
      [w.adminA, dC],
      [w.adminB, dC],
    ] as const) {
      const res = await send(token, device.deviceId);
      expect(res.status).toBe(missing.status);
      expect({ ...res.json, requestId: undefined }).toEqual({ ...missing.json, requestId: undefined });
    }
    // each tenant reaches its own
    expect((await send(adminC, dC.deviceId)).status).toBe(200);
  });

  it('refuses a disabled device with its own code', async () => {
    const res = await send(w.adminA, disabledA.deviceId);
    expectError(res, 409, 'device.commandDisabled');
    expect(res.json.params).toMatchObject({ serial: disabledA.serialNumber });
  });

  it(`allows at most ${DEVICE_COMMAND_RATE.perDevice} commands per device and minute, from anyone`, async () => {
    const d = await addDevice(w.adminB, soldBody(w, w.customerB, { status: '0' }));
    for (let i = 0; i < DEVICE_COMMAND_RATE.perDevice; i++) expect((await send(i % 2 ? w.adminB : w.admin, d.deviceId, i % 2 ? 'locate' : 'selfTest')).status).toBe(200);
    const res = await send(w.adminB, d.deviceId);
    expectError(res, 429, 'device.commandTooMany');
    expect(res.json.params).toMatchObject({ max: DEVICE_COMMAND_RATE.perDevice });
    // another device is not held back
    expect((await send(w.adminB, dB.deviceId)).status).toBe(200);
  });

  it('refuses a user without the permission, and an unknown command', async () => {
    // a read-only administrator of agent A (device:read: the screen, list, query, export)
    expectError(await send(w.viewerA, dA.deviceId), 403, 'common.forbidden');
    const res = await invoke('DeviceCommand', { token: w.adminA, body: { deviceId: dA.deviceId, command: 'reboot' } });
    expectError(res, 400, 'common.validation');
  });

  it('refuses device shadow calls on the local stand-in with a clear error', async () => {
    const client = new IoTDataPlaneClient({ region: 'us-east-1', endpoint: standIn.url, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    for (const command of [new GetThingShadowCommand({ thingName: dA.serialNumber }), new UpdateThingShadowCommand({ thingName: dA.serialNumber, payload: new TextEncoder().encode('{}') })]) {
      const error = (await client.send(command as GetThingShadowCommand).then(
        () => null,
        (e: unknown) => e,
      )) as { name: string; message: string; $metadata: { httpStatusCode: number } } | null;
      expect(error).not.toBeNull();
      expect(error!.$metadata.httpStatusCode).toBe(405);
      expect(error!.name).toBe('MethodNotAllowedException');
      expect(error!.message).toMatch(/shadows are not available locally/i);
    }
  });
});
