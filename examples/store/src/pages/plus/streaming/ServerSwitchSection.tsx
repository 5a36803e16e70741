import { useState } from 'react';
import { ServerSwitchDialog, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';

/** The 'Switch server' button and its dialogs (explain, confirm, progress, 'All Set' or 'Switching server failed'). */
export function ServerSwitchSection() {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const [open, setOpen] = useState(false);
  const status = useSignalValue(store.streaming.serverSwitch.status);
  const state = useSignalValue(store.streaming.serverSwitch.state);
  const openDialog = () => {
    if (!signedIn) {
      dialogs.openLogin('login');
      return;
    }
    setOpen(true);
    void store.streaming.serverSwitch.loadStatus().catch(() => undefined);
  };
  return (
    <div className="store-streaming__switch">
      <p>{status?.server ? `Your Cloud Play machine runs on ${status.server.name}.` : 'Stream lagging? Move your Cloud Play machine to a server nearer to you.'}</p>
      <button type="button" className="d2d-button" onClick={openDialog}>
        Switch server
      </button>
      <ServerSwitchDialog
        open={open}
        status={status}
        state={state}
        onSwitch={(serverId) => void store.streaming.serverSwitch.start(serverId)}
        onClose={() => {
          setOpen(false);
          store.streaming.serverSwitch.reset();
        }}
      />
    </div>
  );
}
