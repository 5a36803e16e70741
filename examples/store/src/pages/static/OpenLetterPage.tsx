import { StaticPage } from './StaticPage.js';

/** /open-letter. */
export function OpenLetterPage() {
  return (
    <StaticPage title="An open letter to our players">
      <p>Dear players,</p>
      <p>
        We started D2D because buying a game should be as simple as playing one. You pick a title, you pay a fair price, and it is yours to
        download — today, next year, on a new computer. Every game you buy stays in your library with its keys and files.
      </p>
      <p>
        We want to be straightforward about how we sell. Prices are shown in your currency, with sales tax set by your ZIP code in the United
        States and VAT included in the UK and Europe. Sales show their discount and the time left. When you pre-order a game we only authorise
        your card and charge it when the game ships; you can cancel until then, and if the price changes we ask you to confirm by e-mail first.
        A pre-purchase is charged right away so you can play on launch day, and if the publisher cancels the release you get your money back.
      </p>
      <p>
        Digital sales are final, which is why we try hard to make sure you know what you are buying: system requirements, content ratings,
        DRM, country restrictions and reviews from other players sit on every product page.
      </p>
      <p>
        Games you have finished do not have to gather dust. With D2D Plus you can trade eligible titles in for wallet credit, or rent a game
        for a few days before you decide.
      </p>
      <p>Thank you for playing with us.</p>
      <p>— The D2D team</p>
    </StaticPage>
  );
}
