import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DeviceDetails } from '@aed/shared/schemas/device';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { mockApi, ok, renderScreen } from '../../../test/render';
import { toaster } from '../../../components/ui/toaster';
import { DeviceCommandButtons } from './device-command-buttons';
import { INFO } from './device-page.fixtures';

const DEVICE = INFO as unknown as DeviceDetails;
const renderButtons = (permissions: string[], device: DeviceDetails = DEVICE) => renderScreen(() => <DeviceCommandButtons device={device} />, '/product/device', permissions);

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

describe('DeviceCommandButtons', () => {
  it('sends a self-test request after confirming, and says so', async () => {
    const calls = mockApi(() => ok({ cmdId: '7b0a0f0e-1111-4222-8333-944445555666' }));
    renderButtons([PERMISSIONS.device.query, PERMISSIONS.device.command]);
    fireEvent.click(await screen.findByTestId('device-command-selfTest'));
    const dialog = await screen.findByTestId('device-command-dialog');
    expect(dialog.textContent).toContain(`Ask the device "${DEVICE.equipmentName}" (${DEVICE.serialNumber}) to run a self-test now?`);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('device-command-confirm'));
    expect(await screen.findByText(`Self-test requested from ${DEVICE.serialNumber}`)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/product/device/command', body: { deviceId: DEVICE.deviceId, command: 'selfTest' } }]);
  });

  it('sends nothing when cancelled, and shows the refusal of a locate in the user language', async () => {
    const calls = mockApi(() => ({ status: 429, body: { code: 429, msg: 'Too many requests', errorCode: 'device.commandTooMany', params: { max: 3 } } }));
    renderButtons([PERMISSIONS.device.command]);
    fireEvent.click(await screen.findByTestId('device-command-locate'));
    expect((await screen.findByTestId('device-command-dialog')).textContent).toContain('make itself known with sound and light');
    fireEvent.click(screen.getByTestId('device-command-cancel'));
    await waitFor(() => expect(screen.queryByTestId('device-command-dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('device-command-locate'));
    fireEvent.click(await screen.findByTestId('device-command-confirm'));
    expect(await screen.findByText('At most 3 commands per minute can go to one device: try again in a minute')).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ deviceId: DEVICE.deviceId, command: 'locate' }]);
  });

  it('shows no command without the permission, and disables them for a disabled device', async () => {
    const { unmount } = renderButtons([PERMISSIONS.device.query, PERMISSIONS.device.edit]);
    await waitFor(() => expect(document.body.textContent).not.toContain('Locate'));
    expect(screen.queryByTestId('device-command-selfTest')).toBeNull();
    expect(screen.queryByTestId('device-command-locate')).toBeNull();
    unmount();
    renderButtons(['*:*:*'], { ...DEVICE, status: '1' });
    const selfTest = await screen.findByTestId('device-command-selfTest');
    expect(selfTest.hasAttribute('disabled')).toBe(true);
    expect(selfTest.getAttribute('title')).toBe('Only an enabled device takes commands');
    expect(screen.getByTestId('device-command-locate').hasAttribute('disabled')).toBe(true);
  });
});
