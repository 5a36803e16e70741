import { useEffect } from 'react';
import { SUPPORT_URL, productPath } from '@d2d/contract';
import {
  BonusHoursBanner,
  ClientNotInstalledDialog,
  CloudPlayTime,
  InstantPlaySpotlight,
  LaunchPanel,
  useAccount,
  useDialogs,
  useIsLoggedIn,
  useRequest,
  useSignalValue,
  useStore,
} from '@d2d/react';
import { toHash } from '../../../router/index.js';
import { ServerSwitchSection } from './ServerSwitchSection.js';
import { StoreClientButton } from './StoreClientButton.js';
import type { Launcher } from './useLauncher.js';

/** Loads the streaming info while the page shows (and polls it while jobs are pending). */
export function useStreamingInfo(): void {
  const store = useStore();
  const signedIn = useIsLoggedIn();
  useEffect(() => {
    if (signedIn) void store.streaming.load().catch(() => undefined);
    return () => store.streaming.stop();
  }, [store, signedIn]);
}

/** Cloud Play: the remaining time, the launch panel, the server switch and the store client. */
export function CloudPlaySection({ launcher, headingLevel = 2 }: { launcher: Launcher; headingLevel?: 2 | 3 }) {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const info = useSignalValue(store.streaming.info);
  const updating = useSignalValue(store.streaming.updating);
  const launching = useSignalValue(store.streaming.launch);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="d2d-section store-streaming__cloud" aria-labelledby="cloud-play-time">
      <Heading id="cloud-play-time" className="d2d-section__title">Your Cloud Play time</Heading>
      {signedIn ? (
        <CloudPlayTime info={info} updating={updating} />
      ) : (
        <p>
          <button type="button" className="d2d-button d2d-button--primary" onClick={() => dialogs.openLogin('login')}>
            Login to see your Cloud Play time
          </button>
        </p>
      )}
      <LaunchPanel launching={launching} onLaunch={launcher.launchCloudPlay} error={launcher.cloudPlayError} />
      <div className="store-streaming__tools">
        <ServerSwitchSection />
        <StoreClientButton />
      </div>
    </section>
  );
}

/** The Instant Play spotlight, or the spec's no-spotlight text. */
export function SpotlightSection({ launcher }: { launcher: Launcher }) {
  const store = useStore();
  const launching = useSignalValue(store.streaming.launch);
  const { data, error } = useRequest((s, signal) => s.api.streaming.instantPlayCollection({ signal, navigate: false }), []);
  // a spotlight that cannot be loaded reads as none being active
  const collection = data === undefined && error ? null : data;
  return (
    <section className="d2d-section" aria-labelledby="instant-play-spotlight">
      <h2 id="instant-play-spotlight" className="d2d-section__title">Instant Play Spotlight</h2>
      <InstantPlaySpotlight
        collection={collection}
        launching={launching}
        supportUrl={SUPPORT_URL}
        now={store.clock.now()}
        productHref={(p) => toHash(productPath(p))}
        error={launcher.instantPlayError}
        onPlay={(_product, game) => launcher.launchInstantPlay(game)}
      />
    </section>
  );
}

/** The bonus-hours banner while the campaign runs and the account has not redeemed it. */
export function BonusSection() {
  const store = useStore();
  const account = useAccount();
  const { data: campaign } = useRequest((s, signal) => s.api.streaming.campaign({ signal, navigate: false }), []);
  if (!account) return null;
  return (
    <BonusHoursBanner
      campaign={campaign}
      redeemed={account.bonus20hrs === true}
      now={store.clock.now()}
      onRedeem={async () => {
        await store.campaigns.redeemBonusHours();
        void store.streaming.load().catch(() => undefined);
      }}
    />
  );
}

/** The dialog of a launch the streaming client never answered. */
export function NotInstalledDialog({ launcher }: { launcher: Launcher }) {
  return <ClientNotInstalledDialog open={launcher.notInstalled} client="streaming" onClose={launcher.closeNotInstalled} />;
}
