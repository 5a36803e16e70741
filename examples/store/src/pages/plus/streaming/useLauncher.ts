import { useCallback, useState } from 'react';
import type { InstantPlayAckBody } from '@d2d/contract';
import type { LaunchResult } from '@d2d/core';
import { useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';

/** What the streaming pages need to launch and to show how a launch went. */
export interface Launcher {
  launchCloudPlay(gameId: number): void;
  launchInstantPlay(game: InstantPlayAckBody): void;
  /** The refused Cloud Play launch's text (spec §8), for the launch panel. */
  cloudPlayError: string | null;
  /** The refused Instant Play trial's text (2001: 'Thank you for playing! …'), for the spotlight. */
  instantPlayError: string | null;
  /** No report from the streaming client in time: 'Streaming client not installed'. */
  notInstalled: boolean;
  closeNotInstalled(): void;
}

/**
 * Opens a window for the streaming client while the click still counts as the shopper's (a
 * window opened after the launch call would be blocked), cut off from this page.
 */
function openClientWindow(): Window | null {
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  return win;
}

/**
 * Launches Cloud Play and Instant Play through `store.streaming` (the lock, the 20 s / 30 s wait)
 * into a window of their own; visitors get the login dialog.
 */
export function useLauncher(): Launcher {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const locked = useSignalValue(store.streaming.locked);
  const [cloudPlayError, setCloudPlayError] = useState<string | null>(null);
  const [instantPlayError, setInstantPlayError] = useState<string | null>(null);
  const [notInstalled, setNotInstalled] = useState(false);

  const run = useCallback(
    (start: (open: (url: string) => void) => Promise<LaunchResult>, setError: (message: string | null) => void) => {
      if (!signedIn) {
        dialogs.openLogin('login');
        return;
      }
      if (locked) return;
      setCloudPlayError(null);
      setInstantPlayError(null);
      const win = openClientWindow();
      void start((url) => {
        if (win && !win.closed) win.location.href = url;
      }).then((result) => {
        if (result.outcome === 'refused') {
          win?.close();
          setError(result.message);
        }
        if (result.outcome === 'not-installed') setNotInstalled(true);
      });
    },
    [signedIn, locked, dialogs],
  );

  return {
    launchCloudPlay: (gameId) => run((open) => store.streaming.launchCloudPlay(gameId, open), setCloudPlayError),
    launchInstantPlay: (game) => run((open) => store.streaming.launchInstantPlay(game, open), setInstantPlayError),
    cloudPlayError,
    instantPlayError,
    notInstalled,
    closeNotInstalled: () => setNotInstalled(false),
  };
}
