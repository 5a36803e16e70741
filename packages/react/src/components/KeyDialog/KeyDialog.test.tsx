import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { KeyDialog } from './KeyDialog.js';
import { steamKey } from '../../fixtures/library.js';

const writeText = vi.fn(async (_text: string) => {});
beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('KeyDialog', () => {
  it('should show each key with its name and instructions in a dialog named after the game', () => {
    render(<KeyDialog open title="Starfall Tactics" keys={[steamKey]} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Activation key: Starfall Tactics' });
    expect(within(dialog).getByText('Steam key')).toBeTruthy();
    expect(within(dialog).getByText('ABCDE-12345-FGHIJ').tagName).toBe('CODE');
    expect(within(dialog).getByText(steamKey.instructions!)).toBeTruthy();
    expect(within(dialog).queryByText('Redeemed')).toBeNull();
  });

  it('should copy a key and say so in the button name', async () => {
    render(<KeyDialog open title="Starfall Tactics" keys={[steamKey]} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key for Steam key' }));
    expect(writeText).toHaveBeenCalledWith('ABCDE-12345-FGHIJ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'key for Steam key copied' }).textContent).toBe('Copied'));
  });

  it('should say when a key comes at release and when it was redeemed', () => {
    render(
      <KeyDialog
        open
        title="Lumen Drift"
        keys={[
          { name: 'SecuROM key', key: null, is_securom: true },
          { ...steamKey, entitlement_status: 'redeemed' },
        ]}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('The key will be available when the game is released.')).toBeTruthy();
    expect(screen.getByText('Redeemed')).toBeTruthy();
  });

  it('should announce loading, an empty list and an error', () => {
    const { rerender } = render(<KeyDialog open title="Iron Harbor" keys={null} onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your key…');
    rerender(<KeyDialog open title="Iron Harbor" keys={[]} onClose={() => {}} />);
    expect(screen.getByText('This game has no activation key.')).toBeTruthy();
    rerender(<KeyDialog open title="Iron Harbor" keys={[steamKey]} error="There is a problem with your activation key." onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('There is a problem with your activation key.');
    expect(screen.queryByText('ABCDE-12345-FGHIJ')).toBeNull();
  });

  it('should close from its Close button and on Escape', () => {
    const onClose = vi.fn();
    render(<KeyDialog open title="Iron Harbor" keys={[]} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
