/** The product page: hero, details, summary, reviews and media. @module */
export const product = /* css */ `
.d2d-product-hero { position: relative; overflow: hidden; border-radius: var(--d2d-radius); margin-bottom: calc(var(--d2d-space) * 3);
  background: var(--d2d-product-bg, var(--d2d-color-surface)); border: 1px solid var(--d2d-color-border); }
.d2d-product-hero__backdrop { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; opacity: 0.28; filter: blur(2px); }
.d2d-product-hero::after { content: ""; position: absolute; inset: 0; background: linear-gradient(90deg, rgb(11 14 20 / 0.95) 20%, rgb(11 14 20 / 0.55)); }
.d2d-product-hero__inner { position: relative; z-index: 1; display: grid; grid-template-columns: minmax(160px, 280px) 1fr; gap: calc(var(--d2d-space) * 4); padding: calc(var(--d2d-space) * 4); }
@media (max-width: 700px) { .d2d-product-hero__inner { grid-template-columns: 1fr; padding: calc(var(--d2d-space) * 2); gap: calc(var(--d2d-space) * 2); } .d2d-product-hero__art { max-width: 200px; } }
.d2d-product-hero__art { aspect-ratio: 3 / 4; border-radius: var(--d2d-radius); overflow: hidden; box-shadow: var(--d2d-shadow); background: var(--d2d-color-surface-2); display: block; }
.d2d-product-hero__art img { width: 100%; height: 100%; object-fit: cover; }
.d2d-product-hero__info { display: grid; align-content: start; gap: calc(var(--d2d-space) * 2); min-width: 0; }
.d2d-product-hero__title { margin: 0; font-size: clamp(1.6rem, 4vw, 2.6rem); line-height: 1.1; }
.d2d-product-hero__tagline { margin: 0; color: #cfd6e2; max-width: 60ch; }
.d2d-product-hero__buy { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--d2d-space) * 2); padding: calc(var(--d2d-space) * 2);
  background: rgb(20 25 35 / 0.85); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-product-hero__buy .d2d-field__hint { flex-basis: 100%; margin: 0; }
.d2d-product-hero__facts { display: grid; gap: calc(var(--d2d-space) * 1.5); }
.d2d-product-hero--skeleton .d2d-product-hero__art { height: auto; }
.d2d-details { margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: var(--d2d-space) calc(var(--d2d-space) * 3); }
.d2d-details__row { display: grid; gap: 2px; }
.d2d-details dt { font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
.d2d-details dd { margin: 0; font-weight: 600; }

.d2d-summary { display: grid; gap: calc(var(--d2d-space) * 3); }
.d2d-summary__heading { margin: 0 0 var(--d2d-space); font-size: 1.1rem; }
.d2d-summary__links, .d2d-summary__bonus { margin: 0; padding-left: 1.2em; display: grid; gap: 6px; }
.d2d-summary__bonus .d2d-button { margin-left: var(--d2d-space); }
.d2d-summary__copyright { color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-specs { border-collapse: collapse; width: 100%; max-width: 720px; }
.d2d-specs th, .d2d-specs td { text-align: left; padding: 8px 12px; border-bottom: 1px solid var(--d2d-color-border); vertical-align: top; overflow-wrap: anywhere; }
.d2d-specs th { width: 30%; color: var(--d2d-color-muted); font-weight: 600; }

.d2d-reviews__list { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--d2d-space) * 2); }
.d2d-review { background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); padding: calc(var(--d2d-space) * 2); }
.d2d-review__header { display: flex; gap: calc(var(--d2d-space) * 1.5); align-items: center; }
.d2d-review__score { display: grid; place-items: center; width: 44px; height: 44px; border-radius: var(--d2d-radius-sm); background: var(--d2d-color-accent); color: var(--d2d-color-accent-text); font-weight: 800; font-size: 1.2rem; flex: none; }
.d2d-review__title { margin: 0; font-size: 1rem; }
.d2d-review__meta { margin: 0; color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-review__body { margin: var(--d2d-space) 0 0; white-space: pre-line; }
.d2d-review__helpful { margin: var(--d2d-space) 0 0; color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-reviews__more { display: flex; justify-content: center; padding: calc(var(--d2d-space) * 2); }
.d2d-reviews__end, .d2d-reviews__status { text-align: center; color: var(--d2d-color-muted); }
.d2d-review__flag { margin: var(--d2d-space) 0 0; padding-left: var(--d2d-space); border-left: 3px solid var(--d2d-color-warning); color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-review__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--d2d-space); margin-top: calc(var(--d2d-space) * 1.5); font-size: var(--d2d-font-size-sm); }
.d2d-review__votes { display: flex; gap: calc(var(--d2d-space) / 2); }
.d2d-review__votes .d2d-button[aria-pressed="true"] { background: var(--d2d-color-accent); border-color: var(--d2d-color-accent); color: var(--d2d-color-accent-text); }
.d2d-review__question { color: var(--d2d-color-muted); }
.d2d-review__notice { flex-basis: 100%; margin: 0; }
.d2d-product-reviews { display: grid; gap: calc(var(--d2d-space) * 2); }
.d2d-product-reviews__bar { display: flex; flex-wrap: wrap; align-items: end; justify-content: space-between; gap: calc(var(--d2d-space) * 2); }
.d2d-product-reviews__average { margin: 0; font-size: var(--d2d-font-size-lg); }
.d2d-product-reviews__sort { display: grid; gap: 4px; }
.d2d-review-form { display: grid; gap: calc(var(--d2d-space) * 2); }
.d2d-review-dialog__preview { display: grid; gap: calc(var(--d2d-space) * 1.5); }
.d2d-rating-input { border: 0; margin: 0; padding: 0; min-width: 0; }
.d2d-rating-input__options { display: flex; flex-wrap: wrap; gap: 6px; }
.d2d-rating-input__option { position: relative; display: grid; place-items: center; min-width: 40px; min-height: 40px; border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-sm); background: var(--d2d-color-surface-2); cursor: pointer; font-weight: 700; }
.d2d-rating-input__option input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.d2d-rating-input__option:has(input:checked) { background: var(--d2d-color-accent); border-color: var(--d2d-color-accent); color: var(--d2d-color-accent-text); }
.d2d-rating-input__option:has(input:focus-visible) { outline: 2px solid var(--d2d-color-focus); outline-offset: 2px; }

.d2d-media { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--d2d-space) * 1.5); grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.d2d-media__button { display: block; width: 100%; padding: 0; border: 0; background: none; cursor: pointer; border-radius: var(--d2d-radius-sm); overflow: hidden; }
.d2d-media__thumb { display: grid; place-items: center; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--d2d-color-surface-2); color: var(--d2d-color-text); font-size: 2rem; }
.d2d-media-viewer__stage { display: grid; place-items: center; background: #000; border-radius: var(--d2d-radius-sm); overflow: hidden; }
.d2d-media-viewer__stage img, .d2d-media-viewer__stage video { width: 100%; height: auto; max-height: 70vh; object-fit: contain; }
.d2d-media__button { position: relative; }
.d2d-media__play { position: absolute; inset: 0; display: grid; place-items: center; color: #fff; font-size: 2rem; text-shadow: 0 1px 6px rgb(0 0 0 / 0.8); pointer-events: none; }
.d2d-video-player { display: grid; place-items: center; width: 100%; }
.d2d-video-player__video { width: 100%; height: auto; max-height: 70vh; background: #000; border-radius: var(--d2d-radius-sm); }
.d2d-age-gate { display: grid; gap: var(--d2d-space); max-width: 480px; margin: 0 auto; padding: calc(var(--d2d-space) * 2); text-align: center; }
.d2d-age-gate__heading { margin: 0; font-weight: 800; font-size: 1.1rem; letter-spacing: 0.02em; }
.d2d-age-gate__prompt { margin: 0; }
.d2d-age-gate__fields { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-wrap: wrap; gap: var(--d2d-space); justify-content: center; }
.d2d-age-gate__field { display: grid; gap: 4px; text-align: start; flex: 1 1 80px; }
.d2d-coupon-display { display: grid; gap: var(--d2d-space); }
.d2d-coupon-display p { margin: 0; }
.d2d-coupon-display__heading { font-weight: 700; }
.d2d-coupon-display__code code { display: inline-block; padding: 8px 16px; border: 2px dashed currentColor; border-radius: var(--d2d-radius-sm); font-size: 1.4rem; font-weight: 800; letter-spacing: 0.08em; }
.d2d-coupon-display__note { color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-media-viewer__nav { display: flex; justify-content: space-between; margin-top: var(--d2d-space); }
`;
