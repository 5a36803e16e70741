import { MESSAGES } from '@d2d/contract';
import { MessageDialog } from '../MessageDialog/MessageDialog.js';

/** Props of {@link ClientNotInstalledDialog}. */
export interface ClientNotInstalledDialogProps {
  open: boolean;
  /** `streaming`: the Cloud Play / Instant Play client; `store`: the store's desktop client. */
  client: 'streaming' | 'store';
  /** Where the client is downloaded (`launch_info.download_url`); offered as a link. */
  downloadUrl?: string | null;
  onClose: () => void;
}

/**
 * The client-not-installed dialogs (spec §2 modals, §8): 'Streaming client not installed' /
 * 'Please install streaming client first.' when a launch got no answer from the streaming
 * client, and 'Client not installed' / 'Please install the client first.' with a download offer
 * for the store client.
 * @example
 * <ClientNotInstalledDialog open client="store" downloadUrl={info.download_url} onClose={close} />
 */
export function ClientNotInstalledDialog({ open, client, downloadUrl, onClose }: ClientNotInstalledDialogProps) {
  const streaming = client === 'streaming';
  return (
    <MessageDialog
      open={open}
      tone="error"
      title={streaming ? MESSAGES.streamingClientNotInstalledTitle : MESSAGES.storeClientNotInstalledTitle}
      message={streaming ? MESSAGES.streamingClientNotInstalled : MESSAGES.storeClientNotInstalled}
      onClose={onClose}
      actions={
        downloadUrl ? (
          <a className="d2d-button" href={downloadUrl} target="_blank" rel="noopener noreferrer">
            {streaming ? 'Download the streaming client' : 'Download the client'}
          </a>
        ) : null
      }
    />
  );
}
