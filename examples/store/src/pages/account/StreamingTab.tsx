import { href } from '../../router/index.js';
import { BonusSection, CloudPlaySection, NotInstalledDialog, useStreamingInfo } from '../plus/streaming/sections.js';
import { useLauncher } from '../plus/streaming/useLauncher.js';

/** /my-account/streaming: the shopper's Cloud Play hours, launch panel and server, and the bonus hours while offered. */
export function StreamingTab() {
  const launcher = useLauncher();
  useStreamingInfo();
  return (
    <div className="store-streaming store-streaming--account">
      <BonusSection />
      <CloudPlaySection launcher={launcher} headingLevel={2} />
      <p>
        Try a game for free in the <a href={href('instantPlay')}>Instant Play Spotlight</a>, or read <a href={href('streaming')}>how streaming works</a>.
      </p>
      <NotInstalledDialog launcher={launcher} />
    </div>
  );
}
