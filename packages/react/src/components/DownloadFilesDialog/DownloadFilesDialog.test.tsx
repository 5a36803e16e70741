import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { GameFile } from '@d2d/contract';
import { DownloadFilesDialog, type DownloadFilesDialogProps } from './DownloadFilesDialog.js';
import { gameFiles } from '../../fixtures/library.js';

afterEach(cleanup);

type Outcome = Awaited<ReturnType<DownloadFilesDialogProps['resolve']>>;

describe('DownloadFilesDialog', () => {
  it('should list each file with its size and a download button named after it', () => {
    render(<DownloadFilesDialog open title="Starfall Tactics" files={gameFiles} resolve={async () => ({ kind: 'error', message: 'x' })} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Download: Starfall Tactics' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual(['Starfall Tactics Installer (4.2 GB)', 'Digital Soundtrack (310 MB)']);
    expect(within(dialog).getByRole('button', { name: 'Download Digital Soundtrack' })).toBeTruthy();
  });

  it('should ask for the location of the chosen file, busy meanwhile, and show why it cannot download', async () => {
    let answer: (outcome: Outcome) => void = () => {};
    const resolve = vi.fn((_file: GameFile) => new Promise<Outcome>((r) => (answer = r)));
    render(<DownloadFilesDialog open title="Lumen Drift" files={gameFiles} resolve={resolve} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Starfall Tactics Installer' }));
    expect(resolve).toHaveBeenCalledWith(gameFiles[0]);
    expect(screen.getByRole('button', { name: 'Download Starfall Tactics Installer' }).textContent).toBe('Preparing…');
    expect((screen.getByRole('button', { name: 'Download Digital Soundtrack' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ kind: 'error', message: 'This game has not been released yet.' }));
    expect(screen.getByRole('alert').textContent).toBe('This game has not been released yet.');
    expect((screen.getByRole('button', { name: 'Download Digital Soundtrack' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('should say the files are loading, and show why they could not be read', () => {
    const { rerender } = render(<DownloadFilesDialog open title="Iron Harbor" files={null} resolve={async () => ({ kind: 'error', message: 'x' })} onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the files…');
    rerender(<DownloadFilesDialog open title="Iron Harbor" files={null} error="The download location is not available." resolve={async () => ({ kind: 'error', message: 'x' })} onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('The download location is not available.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('should say when the game has no files', () => {
    render(<DownloadFilesDialog open title="Iron Harbor" files={[]} resolve={async () => ({ kind: 'error', message: 'x' })} onClose={() => {}} />);
    expect(screen.getByText('There are no files to download for this game.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download / })).toBeNull();
  });
});
