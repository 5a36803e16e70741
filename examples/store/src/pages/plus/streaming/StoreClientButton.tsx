import { useState } from 'react';
import { ClientNotInstalledDialog, useDialogs, useIsLoggedIn, useStore } from '@d2d/react';

/** Opens the store's desktop client (`launch_info`), or says it is not installed and offers the download. */
export function StoreClientButton() {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ downloadUrl: string | null } | null>(null);
  const open = async () => {
    if (!signedIn) {
      dialogs.openLogin('login');
      return;
    }
    // opened on the click, so the browser does not block it; cut off from this page
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    setBusy(true);
    try {
      const info = await store.api.account.launchInfo({ navigate: false });
      if (info.launch_url && win && !win.closed) win.location.href = info.launch_url;
      else {
        win?.close();
        setMissing({ downloadUrl: info.download_url ?? null });
      }
    } catch {
      win?.close();
      setMissing({ downloadUrl: null });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="d2d-button" disabled={busy} onClick={() => void open()}>
        Open the D2D client
      </button>
      <ClientNotInstalledDialog open={missing !== null} client="store" downloadUrl={missing?.downloadUrl} onClose={() => setMissing(null)} />
    </>
  );
}
