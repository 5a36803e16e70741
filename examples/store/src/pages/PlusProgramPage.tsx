import { useRoute } from '../router/index.js';
import { PremiumPage } from './plus/PremiumPage.js';
import { RewardsPage } from './plus/RewardsPage.js';
import { StreamingPage } from './plus/StreamingPage.js';

/** The streaming, rewards and premium routes of spec §2. */
export function PlusProgramPage() {
  const route = useRoute();
  switch (route.name) {
    case 'rewards':
    case 'rewardsDisabled':
      return <RewardsPage />;
    case 'streaming':
    case 'streamingSubscribe':
    case 'instantPlay':
    case 'cloudPlay':
      return <StreamingPage />;
    default:
      return <PremiumPage />;
  }
}
