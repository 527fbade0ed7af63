import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onDemand } from '../../lib/on-demand';
import { OnDemandTrigger, type OnDemandTriggerProps } from './on-demand-trigger';

/** A stand-in widget: its trigger, and whether it was asked to open at once. */
function Widget({ openAtOnce }: { openAtOnce: boolean }) {
  return (
    <button type="button" data-testid="widget" data-open={openAtOnce}>
      trigger
    </button>
  );
}

function setup(load: () => Promise<typeof Widget> = async () => Widget) {
  const widget = onDemand(load);
  render(
    <OnDemandTrigger widget={widget} placeholder={(props: OnDemandTriggerProps) => <button type="button" data-testid="placeholder" {...props} />}>
      {(Loaded, openAtOnce) => <Loaded openAtOnce={openAtOnce} />}
    </OnDemandTrigger>,
  );
  return widget;
}

describe('OnDemandTrigger', () => {
  it('draws the placeholder and loads nothing until the trigger is reached for', async () => {
    const load = vi.fn(async () => Widget);
    setup(load);
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
  });

  it('swaps in the widget, closed, when the trigger is pointed at', async () => {
    setup();
    fireEvent.pointerEnter(screen.getByTestId('placeholder'));
    const widget = await screen.findByTestId('widget');
    expect(widget.dataset.open).toBe('false');
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });

  it('opens the widget at once when the trigger was pressed', async () => {
    setup();
    fireEvent.click(screen.getByTestId('placeholder'));
    expect((await screen.findByTestId('widget')).dataset.open).toBe('true');
  });

  it('opens it from the keyboard and keeps the focus on the trigger', async () => {
    setup();
    const placeholder = screen.getByTestId('placeholder');
    placeholder.focus();
    fireEvent.keyDown(placeholder, { key: 'Enter' });
    const widget = await screen.findByTestId('widget');
    expect(widget.dataset.open).toBe('true');
    expect(document.activeElement).toBe(widget);
  });

  it('keeps the placeholder when the load fails and tries again on the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Widget);
    setup(load);
    fireEvent.click(screen.getByTestId('placeholder'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    fireEvent.click(screen.getByTestId('placeholder'));
    expect((await screen.findByTestId('widget')).dataset.open).toBe('true');
  });
});
