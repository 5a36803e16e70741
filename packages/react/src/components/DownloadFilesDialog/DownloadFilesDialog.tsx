import { useState } from 'react';
import type { GameFile } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link DownloadFilesDialog}. */
export interface DownloadFilesDialogProps {
  open: boolean;
  title: string;
  /** The files; `null` while they load. */
  files: readonly GameFile[] | null;
  /** The error to show instead of the files (they could not be read). */
  error?: string | null;
  /**
   * Resolves a file's download: the store asks for its location (`downloadlocations`) and
   * returns the url, or the message to show (pre-order not released, location unavailable).
   */
  resolve: (file: GameFile) => Promise<{ kind: 'download'; url: string } | { kind: 'error'; message: string }>;
  onClose: () => void;
}

/**
 * The download files dialog (spec §2): the game's files, each with a download button that asks
 * the store for its location; the spec's messages show when it cannot download.
 * @example
 * <DownloadFilesDialog open title={item.product_item.title} files={item.game_files} resolve={resolveDownload} onClose={close} />
 */
export function DownloadFilesDialog({ open, title, files, error, resolve, onClose }: DownloadFilesDialogProps) {
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const download = async (file: GameFile) => {
    setBusy(file.skuId);
    setMessage(null);
    try {
      const outcome = await resolve(file);
      if (outcome.kind === 'download') window.location.assign(outcome.url);
      else setMessage(outcome.message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open={open} title={`Download: ${title}`} onClose={onClose} size="small">
      {(error ?? message) && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {error ?? message}
        </p>
      )}
      {error ? null : files === null ? (
        <p role="status">Loading the files…</p>
      ) : files.length === 0 ? (
        <p>There are no files to download for this game.</p>
      ) : (
        <ul className="d2d-files">
          {files.map((file) => (
            <li key={file.skuId} className="d2d-files__item">
              <span>
                {file.name}
                {file.size ? <span className="d2d-field__hint"> ({file.size})</span> : null}
              </span>
              <button type="button" className="d2d-button d2d-button--small d2d-button--primary" aria-label={`Download ${file.name}`} disabled={busy !== null} onClick={() => void download(file)}>
                {busy === file.skuId ? 'Preparing…' : 'Download'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
