import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import type { ServerSwitchState } from '@d2d/core';
import { idleSwitchStatus } from '../../fixtures/streaming.js';
import { ServerSwitchDialog } from './ServerSwitchDialog.js';

afterEach(cleanup);

const idle: ServerSwitchState = { phase: 'idle', progress: 0, target: null, message: null, reason: null };
const usWest = idleSwitchStatus.servers![1]!;

describe('ServerSwitchDialog', () => {
  it('should explain, then confirm with the server to move to, then start the switch', () => {
    const onSwitch = vi.fn();
    render(<ServerSwitchDialog open status={idleSwitchStatus} state={idle} onSwitch={onSwitch} onClose={() => {}} />);
    const explain = screen.getByRole('dialog', { name: 'Switch server' });
    expect(explain.textContent).toContain('Your machine runs on US East (Virginia, USA).');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    screen.getByRole('dialog', { name: 'Confirm server switch' });
    const select = screen.getByRole('combobox', { name: 'Move to' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Next available server', 'US West (Oregon, USA)', 'Europe West (London, UK)']);
    fireEvent.click(screen.getByRole('button', { name: 'Switch server' }));
    expect(onSwitch).toHaveBeenLastCalledWith(undefined);
    fireEvent.change(select, { target: { value: String(usWest.id) } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch server' }));
    expect(onSwitch).toHaveBeenLastCalledWith(usWest.id);
  });

  it('should move the focus into each step and close with Escape', () => {
    const onClose = vi.fn();
    render(<ServerSwitchDialog open status={idleSwitchStatus} state={idle} onSwitch={() => {}} onClose={onClose} />);
    expect(document.activeElement?.textContent).toBe('Not now');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Confirm server switch' }).contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('should show the progress in ticks of 10, then All Set', () => {
    const switching: ServerSwitchState = { phase: 'switching', progress: 4, target: usWest, message: null, reason: null };
    const { rerender } = render(<ServerSwitchDialog open status={idleSwitchStatus} state={switching} onSwitch={() => {}} onClose={() => {}} />);
    screen.getByRole('dialog', { name: 'Switching server' });
    const bar = screen.getByRole('progressbar', { name: 'Server switch progress' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['4', '10']);
    expect(screen.getByRole('status').textContent).toBe('Moving your Cloud Play machine to US West… 4 of 10');
    rerender(<ServerSwitchDialog open status={idleSwitchStatus} state={{ ...switching, phase: 'done', progress: 10, message: MESSAGES.allSet }} onSwitch={() => {}} onClose={() => {}} />);
    screen.getByRole('dialog', { name: 'All Set' });
    expect(screen.getByRole('status').textContent).toBe('Your Cloud Play machine now runs on US West.');
  });

  it("should end on 'Switching server failed' with the reason, as an alert", () => {
    const onClose = vi.fn();
    const failed: ServerSwitchState = { phase: 'failed', progress: 2, target: null, message: MESSAGES.switchingServerFailed, reason: 'Your Cloud Play machine is already on this server.' };
    render(<ServerSwitchDialog open status={idleSwitchStatus} state={failed} onSwitch={() => {}} onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Switching server failed' });
    expect(dialog.textContent).toContain('Your Cloud Play machine is already on this server.');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
