import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ClientNotInstalledDialog } from './ClientNotInstalledDialog.js';

afterEach(cleanup);

describe('ClientNotInstalledDialog', () => {
  it("should tell the shopper to install the streaming client", () => {
    const onClose = vi.fn();
    render(<ClientNotInstalledDialog open client="streaming" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Streaming client not installed' });
    expect(dialog.textContent).toContain('Please install streaming client first.');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('should offer the store client download', () => {
    render(<ClientNotInstalledDialog open client="store" downloadUrl="https://store.test/sandbox/store-client/download" onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Client not installed' });
    expect(dialog.textContent).toContain('Please install the client first.');
    expect(screen.getByRole('link', { name: 'Download the client' }).getAttribute('href')).toBe('https://store.test/sandbox/store-client/download');
  });
});
