import { CLOUD_PLAY_MACHINE, PREMIUM_TITLES_PER_MONTH } from '@d2d/contract';
import { href } from '../../router/index.js';
import { StaticPage } from './StaticPage.js';

/** /about-us. */
export function AboutUsPage() {
  return (
    <StaticPage title="About D2D">
      <p>
        D2D is a digital store for downloadable PC and Mac games. We sell games from large publishers and small studios, deliver them as
        downloads or activation keys the moment a purchase completes, and keep every title you buy in your library so you can download it
        again whenever you need to.
      </p>
      <h2>What you can do here</h2>
      <ul>
        <li>Browse, search and filter thousands of games by platform, genre, publisher, content rating, price and release date.</li>
        <li>Buy games for yourself or send them as gifts, pre-order upcoming releases and pre-purchase titles to play on launch day.</li>
        <li>Rent games for a few days, or trade in games you no longer play for wallet credit with D2D Plus.</li>
        <li>
          Stream games with Cloud Play on a remote machine with {CLOUD_PLAY_MACHINE.storageGb} GB of storage, {CLOUD_PLAY_MACHINE.ramGb} GB of memory
          and {CLOUD_PLAY_MACHINE.resolution} at {CLOUD_PLAY_MACHINE.framesPerSecond} frames per second, or try a game for free with Instant Play.
        </li>
        <li>Subscribe to the premium plan for {PREMIUM_TITLES_PER_MONTH} hand-picked games every month.</li>
        <li>Earn VIP tiers as you shop and get member prices on most titles.</li>
      </ul>
      <h2>Where we sell</h2>
      <p>
        We run three storefronts: the United States (prices in US dollars, ESRB ratings), the United Kingdom (pounds sterling, PEGI ratings)
        and Europe (euros, PEGI ratings). You can switch between the US and UK stores from the footer of any page.
      </p>
      <h2>Read more</h2>
      <p>
        Our <a href={href('openLetter')}>open letter</a> explains how we think about selling games, the{' '}
        <a href={href('affiliateProgram')}>affiliate program</a> how partners earn with us, and our <a href={href('termsOfUse')}>terms of use</a> and{' '}
        <a href={href('privacyPolicy')}>privacy policy</a> the rules we keep.
      </p>
    </StaticPage>
  );
}
