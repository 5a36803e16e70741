import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CLOUD_PLAY_LAUNCH_IDS, MESSAGES } from '@d2d/contract';
import { LaunchPanel } from './LaunchPanel.js';

afterEach(cleanup);

describe('LaunchPanel', () => {
  it('should offer the four launch choices by name and launch each by its id', () => {
    const onLaunch = vi.fn();
    render(<LaunchPanel launching={null} onLaunch={onLaunch} />);
    expect(screen.getByRole('group', { name: 'Launch Cloud Play' })).toBeTruthy();
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Windows desktop', 'Steam', 'Origin', 'Blizzard']);
    for (const name of names) fireEvent.click(screen.getByRole('button', { name: name! }));
    expect(onLaunch.mock.calls.map(([id]) => id)).toEqual(Object.values(CLOUD_PLAY_LAUNCH_IDS));
  });

  it('should lock every choice while a launch waits for the client, and say which', () => {
    const onLaunch = vi.fn();
    render(<LaunchPanel launching={{ kind: 'cloudPlay', gameId: CLOUD_PLAY_LAUNCH_IDS.origin, startedAt: 0 }} onLaunch={onLaunch} />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Launching Origin… waiting for the streaming client.');
    fireEvent.click(screen.getByRole('button', { name: 'Steam' }));
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('should lock for an Instant Play trial too and show a refused launch as an alert', () => {
    render(<LaunchPanel launching={{ kind: 'instantPlay', gameId: 6000001, startedAt: 0 }} onLaunch={() => {}} error={MESSAGES.noStreamingTicket} />);
    expect((screen.getByRole('button', { name: 'Steam' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.noStreamingTicket);
  });
});
