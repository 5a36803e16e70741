import { INSTANT_PLAY_TRIAL_MINUTES, MESSAGES, type InstantPlayAckBody, type InstantPlayCollection, type ProductSummary } from '@d2d/contract';
import { instantPlayGame, type ActiveLaunch } from '@d2d/core';

/** Props of {@link InstantPlaySpotlight}. */
export interface InstantPlaySpotlightProps {
  /** The spotlight; `null` when none is active, `undefined` while it loads. */
  collection: InstantPlayCollection | undefined;
  /** Starts a game's trial. */
  onPlay: (product: ProductSummary, game: InstantPlayAckBody) => void;
  /** The launch holding the lock: every Play button is disabled while set. */
  launching: ActiveLaunch | null;
  /** The support site, linked from the no-spotlight text. */
  supportUrl: string;
  /** Epoch ms the trial windows are judged at (default now). */
  now?: number;
  /** A link to a game's page. */
  productHref?: (product: ProductSummary) => string;
  /** Why the last trial did not start (spec §8: 2001 'Thank you for playing! …'), as an alert. */
  error?: string | null;
}

/**
 * The Instant Play spotlight (spec §2, §4): its games, each with a ten-minute trial while its
 * offer's window is open, once per game; or the spec's no-spotlight text with a support link.
 * @example
 * <InstantPlaySpotlight collection={spotlight} launching={launch} supportUrl={SUPPORT_URL} onPlay={(p, game) => play(game)} />
 */
export function InstantPlaySpotlight({ collection, onPlay, launching, supportUrl, now = Date.now(), productHref, error }: InstantPlaySpotlightProps) {
  if (collection === undefined) return <p className="d2d-spotlight__loading" role="status">Loading the Instant Play Spotlight…</p>;
  if (collection === null) {
    return (
      <div className="d2d-spotlight d2d-spotlight--none">
        <p>{MESSAGES.noInstantPlaySpotlight}</p>
        <a className="d2d-button" href={supportUrl} target="_blank" rel="noopener noreferrer">
          Contact Customer Support
        </a>
      </div>
    );
  }
  const launchingTitle = collection.items.find((p) => launching?.kind === 'instantPlay' && p.streaming_game_id === launching.gameId)?.title;
  return (
    <div className="d2d-spotlight">
      <p className="d2d-spotlight__intro">
        {collection.name}: try each game for {INSTANT_PLAY_TRIAL_MINUTES} minutes, once per game, streamed to your browser before you buy.
      </p>
      <p className="d2d-spotlight__status" role="status">
        {launching?.kind === 'instantPlay' ? `Launching ${launchingTitle ?? 'your trial'}… waiting for the streaming client.` : ''}
      </p>
      {error && (
        <p className="d2d-spotlight__error" role="alert">
          {error}
        </p>
      )}
      <ul className="d2d-spotlight__games">
        {collection.items.map((product) => {
          const game = instantPlayGame(product, collection.id, now);
          const art = product.thumbnailImage ?? product.frontImage;
          return (
            <li key={product.id} className="d2d-spotlight__game">
              {art ? <img className="d2d-spotlight__art" src={art} alt="" width={120} height={160} loading="lazy" /> : <span className="d2d-spotlight__art" aria-hidden="true" />}
              <div className="d2d-spotlight__body">
                <h3 className="d2d-spotlight__title">{productHref ? <a href={productHref(product)}>{product.title}</a> : product.title}</h3>
                {product.shortDescription && <p className="d2d-spotlight__text">{product.shortDescription}</p>}
                {game ? (
                  <button
                    type="button"
                    className="d2d-button d2d-button--primary"
                    aria-label={`Instant Play, ${product.title}`}
                    disabled={launching !== null}
                    onClick={() => onPlay(product, game)}
                  >
                    Instant Play
                  </button>
                ) : (
                  <p className="d2d-spotlight__closed">Instant Play is not open for this game right now.</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
