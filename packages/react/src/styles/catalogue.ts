/** Browse: cards, grids, prices, badges, pager, filters, search, carousels and the hero. @module */
/** The product grid. */
export const grid = /* css */ `
.d2d-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--d2d-space) * 2);
  grid-template-columns: repeat(auto-fill, minmax(var(--d2d-card-min-width), 1fr)); }
.d2d-grid--six { grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 600px) { .d2d-grid--six { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 900px) { .d2d-grid--six { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
@media (min-width: 1200px) { .d2d-grid--six { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
@media (max-width: 420px) { .d2d-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--d2d-space); } }
.d2d-grid--refreshing { opacity: 0.6; transition: opacity var(--d2d-transition); }
.d2d-grid__item { min-width: 0; }
`;

/** The product card. */
export const card = /* css */ `
.d2d-card {
  position: relative; height: 100%; display: flex; flex-direction: column;
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border);
  border-radius: var(--d2d-radius); overflow: hidden;
  transition: transform var(--d2d-transition), border-color var(--d2d-transition);
}
.d2d-card:hover, .d2d-card:focus-within { border-color: var(--d2d-color-accent); transform: translateY(-2px); }
.d2d-card--skeleton:hover { transform: none; border-color: var(--d2d-color-border); }
.d2d-card__art { aspect-ratio: 3 / 4; background: var(--d2d-color-surface-2); }
.d2d-card__image { width: 100%; height: 100%; object-fit: cover; display: block; border-radius: 0; }
.d2d-card__image--missing { background: var(--d2d-color-surface-3); }
.d2d-card__body { display: flex; flex-direction: column; gap: 6px; padding: var(--d2d-space) calc(var(--d2d-space) * 1.25) calc(var(--d2d-space) * 1.25); flex: 1; }
.d2d-card__title { margin: 0; font-size: 0.95rem; line-height: 1.3; font-weight: 600;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; min-height: 2.6em; }
.d2d-card__link { color: var(--d2d-color-text); text-decoration: none; }
.d2d-card__link::after { content: ""; position: absolute; inset: 0; z-index: 1; }
.d2d-card__link:focus-visible { outline: none; }
.d2d-card:has(.d2d-card__link:focus-visible) { outline: 3px solid var(--d2d-color-focus); outline-offset: 2px; }
.d2d-card__meta { margin: 0; display: flex; align-items: center; gap: var(--d2d-space); color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-card__price { margin-top: auto; }
.d2d-card__action { position: relative; z-index: 2; }
.d2d-card__action .d2d-button { width: 100%; white-space: normal; line-height: 1.2; text-align: center; }
.d2d-card__action .d2d-offer { flex-direction: column; align-items: stretch; gap: 6px; }
.d2d-card__action .d2d-offer__hint { font-size: 0.75rem; }
`;

/** Prices: original, paid and VIP. */
export const price = /* css */ `
.d2d-price { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; font-weight: 700; }
.d2d-price__original { color: var(--d2d-color-muted); font-weight: 400; font-size: 0.85em; }
.d2d-price__paid { color: var(--d2d-color-text); display: inline-flex; align-items: center; gap: 4px; }
.d2d-price--large { font-size: 1.6rem; }
.d2d-price--small { font-size: 0.95rem; }
.d2d-price--vip .d2d-price__paid { color: var(--d2d-color-vip); }
.d2d-price__vip { text-decoration: none; font-size: 0.7em; padding: 1px 5px; border-radius: var(--d2d-radius-sm);
  background: var(--d2d-color-vip); color: var(--d2d-color-vip-text); }
`;

/** Discount badges. */
export const discount = /* css */ `
.d2d-discount { display: inline-block; padding: 2px 6px; border-radius: var(--d2d-radius-sm);
  background: var(--d2d-color-sale); color: var(--d2d-color-sale-text); font-weight: 800; font-size: 0.8em; line-height: 1.3; }
.d2d-discount--highlight { background: var(--d2d-color-vip); color: var(--d2d-color-vip-text); }
`;

/** Content-rating badges (ESRB and PEGI). */
export const rating = /* css */ `
.d2d-rating { display: inline-flex; align-items: center; gap: 6px; }
.d2d-rating__mark { display: inline-grid; place-items: center; min-width: 26px; height: 26px; padding: 0 4px;
  font-size: 0.75rem; font-weight: 800; border-radius: 4px; background: #fff; color: #000; border: 2px solid #000; }
.d2d-rating--pegi .d2d-rating__mark { border-radius: 2px; background: #f5f5f5; }
.d2d-rating__descriptors { font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
`;

/** Countdowns, the pager, the browse list and power search. */
export const browse = /* css */ `
.d2d-countdown { display: inline-flex; align-items: center; gap: var(--d2d-space); font-variant-numeric: tabular-nums; }
.d2d-countdown__label { color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-countdown__time { display: inline-flex; gap: 4px; font-weight: 700; }
.d2d-countdown--flip .d2d-countdown__unit { display: inline-flex; align-items: baseline; gap: 2px; padding: 4px 8px;
  background: rgb(0 0 0 / 0.55); border-radius: var(--d2d-radius-sm); }
.d2d-countdown--flip .d2d-countdown__value { font-size: 1.4rem; }
.d2d-countdown__suffix { font-size: 0.75em; color: var(--d2d-color-muted); }

.d2d-pager { display: flex; align-items: center; justify-content: center; gap: calc(var(--d2d-space) * 2); margin: calc(var(--d2d-space) * 3) 0; }
.d2d-pager__counter { margin: 0; min-width: 9ch; text-align: center; color: var(--d2d-color-muted); font-variant-numeric: tabular-nums; }

.d2d-browse { display: grid; gap: calc(var(--d2d-space) * 2); min-width: 0; }
.d2d-browse__header { display: flex; flex-wrap: wrap; align-items: end; justify-content: space-between; gap: calc(var(--d2d-space) * 2); }
.d2d-browse__title { margin: 0; font-size: 1.5rem; }
.d2d-browse-filters { display: flex; flex-wrap: wrap; gap: calc(var(--d2d-space) * 1.5); }
.d2d-browse-filters__item { display: grid; gap: 2px; min-width: 160px; }

.d2d-power-search { min-width: 0; }
.d2d-power-search__toggle { display: none; width: 100%; }
.d2d-power-search__show { display: none; width: 100%; }
.d2d-power-search__panel { background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); padding: calc(var(--d2d-space) * 2); }
.d2d-power-search__head { display: flex; justify-content: space-between; align-items: center; margin-bottom: var(--d2d-space); }
.d2d-power-search__title { margin: 0; font-size: 1.1rem; }
.d2d-power-search__section + .d2d-power-search__section { border-top: 1px solid var(--d2d-color-border); margin-top: var(--d2d-space); padding-top: var(--d2d-space); }
.d2d-power-search__group { border: 0; margin: 0; padding: 0; }
.d2d-power-search__legend { font-weight: 700; padding: 0; margin-bottom: 4px; font-size: 0.95rem; }
.d2d-power-search__options { list-style: none; margin: 0; padding: 0; }
.d2d-power-search__more { margin-top: 4px; color: var(--d2d-color-accent); }
@media (max-width: 900px) {
  .d2d-power-search__toggle { display: inline-flex; }
  .d2d-power-search__panel { display: none; margin-top: var(--d2d-space); }
  .d2d-power-search--open .d2d-power-search__panel { display: block; }
  .d2d-power-search__show { display: inline-flex; justify-content: center; position: sticky; bottom: var(--d2d-space); margin-top: calc(var(--d2d-space) * 1.5); }
}
`;

/** The search box and its suggestions. */
export const search = /* css */ `
.d2d-search { position: relative; width: 100%; }
.d2d-search__field { display: flex; align-items: center; }
.d2d-search__input { padding-right: 44px; border-radius: var(--d2d-radius-pill); background: var(--d2d-color-surface-2); }
.d2d-search__input::-webkit-search-cancel-button { display: none; }
.d2d-search__submit { position: absolute; right: 2px; width: 36px; height: 36px; background: transparent; border: 0; }
.d2d-search__list { position: absolute; z-index: 950; top: calc(100% + 6px); right: 0; width: max(100%, 360px); max-width: calc(100vw - 16px); margin: 0; padding: 4px; list-style: none;
  max-height: min(70vh, 560px); overflow: auto;
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); box-shadow: var(--d2d-shadow); }
.d2d-search__list[hidden], .d2d-search__list:empty { display: none; }
.d2d-search__empty { padding: var(--d2d-space) calc(var(--d2d-space) * 1.5); color: var(--d2d-color-muted); }
.d2d-search__option { display: flex; align-items: center; gap: var(--d2d-space); padding: 6px 8px; border-radius: var(--d2d-radius-sm); cursor: pointer; }
.d2d-search__option--active { background: var(--d2d-color-surface-3); outline: 2px solid var(--d2d-color-accent); }
.d2d-search__thumb { width: 30px; height: 40px; object-fit: cover; border-radius: 3px; flex: none; background: var(--d2d-color-surface-3); }
.d2d-search__text { display: grid; min-width: 0; }
.d2d-search__title { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.d2d-search__detail { font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
`;

/** Tabs, carousels and the hero. */
export const showcase = /* css */ `
.d2d-tabs__list { display: flex; gap: 4px; overflow-x: auto; border-bottom: 1px solid var(--d2d-color-border); scrollbar-width: thin; }
.d2d-tabs__tab { flex: none; padding: 10px 16px; font: inherit; font-weight: 600; color: var(--d2d-color-muted); background: transparent;
  border: 0; border-bottom: 3px solid transparent; cursor: pointer; white-space: nowrap; }
.d2d-tabs__tab:hover { color: var(--d2d-color-text); }
.d2d-tabs__tab--selected { color: var(--d2d-color-text); border-bottom-color: var(--d2d-color-accent); }
.d2d-tabs__panel { padding: calc(var(--d2d-space) * 2) 0; }
.d2d-tabs__panel:focus-visible { outline-offset: -3px; }

.d2d-carousel { position: relative; display: grid; gap: var(--d2d-space); --d2d-carousel-gap: calc(var(--d2d-space) * 2); }
.d2d-carousel__controls { display: flex; justify-content: flex-end; gap: var(--d2d-space); }
.d2d-carousel__track { list-style: none; margin: 0; padding: 2px 2px 8px; display: grid; grid-auto-flow: column;
  grid-auto-columns: calc((100% - var(--d2d-carousel-gap) * 1) / 2); gap: var(--d2d-carousel-gap);
  overflow-x: auto; scroll-snap-type: x mandatory; scroll-behavior: smooth; scrollbar-width: thin; overscroll-behavior-x: contain; }
@media (min-width: 600px) { .d2d-carousel__track { grid-auto-columns: calc((100% - var(--d2d-carousel-gap) * 2) / 3); } }
@media (min-width: 1000px) { .d2d-carousel__track { grid-auto-columns: calc((100% - var(--d2d-carousel-gap) * (var(--d2d-carousel-per-page) - 1)) / var(--d2d-carousel-per-page)); } }
.d2d-carousel__item { scroll-snap-align: start; min-width: 0; }

.d2d-hero { position: relative; border-radius: var(--d2d-radius); overflow: hidden; background: var(--d2d-color-surface); }
.d2d-hero__viewport { position: relative; aspect-ratio: 8 / 3; }
@media (max-width: 640px) { .d2d-hero__viewport { aspect-ratio: 16 / 9; } }
.d2d-hero__slide { position: absolute; inset: 0; animation: d2d-fade 400ms ease; }
.d2d-hero__slide[hidden] { display: none; }
@keyframes d2d-fade { from { opacity: 0.2; } to { opacity: 1; } }
/* after the slide's own rule, which it must outweigh */
@media (prefers-reduced-motion: reduce) { .d2d-hero__slide { animation: none; } }
.d2d-hero__link { display: block; width: 100%; height: 100%; color: #fff; text-decoration: none; }
/* hero art carries its own lettering: it is shown whole (never cropped) at every width, the slide's colour around it */
.d2d-hero__link picture, .d2d-hero__image { width: 100%; height: 100%; object-fit: contain; display: block; }
.d2d-hero__title { position: absolute; left: 0; right: 0; bottom: 0; padding: 48px 24px 64px;
  font-size: clamp(1.2rem, 3vw, 2.2rem); font-weight: 800; text-shadow: 0 2px 8px rgb(0 0 0 / 0.6);
  background: linear-gradient(transparent, rgb(0 0 0 / 0.75)); }
.d2d-hero__title { overflow-wrap: anywhere; }
/* a scrim under the overlay (the offer's countdown): its text sits on art of any colour, and must read at 4.5:1 */
.d2d-hero__overlay { position: absolute; top: 16px; right: 16px; padding: 6px 10px; border-radius: var(--d2d-radius-sm); background: rgb(11 14 20 / 0.85); }
/* in a corner: hero art carries its lettering at mid-height, which the button must not cover */
.d2d-hero__play { position: absolute; left: 12px; top: 12px; width: 48px; height: 48px; border-radius: 50%;
  border: 2px solid rgb(255 255 255 / 0.8); background: rgb(0 0 0 / 0.6); color: #fff; cursor: pointer; display: grid; place-items: center; padding: 0; }
.d2d-hero__play svg { width: 28px; height: 28px; fill: currentColor; }
.d2d-hero__play:hover, .d2d-hero__play:focus-visible { background: var(--d2d-color-accent); color: var(--d2d-color-accent-text); }
.d2d-hero__controls { position: absolute; right: 12px; bottom: 12px; display: flex; align-items: center; gap: 6px; }
.d2d-hero__controls .d2d-icon-button { width: 36px; height: 36px; background: rgb(0 0 0 / 0.55); border-color: rgb(255 255 255 / 0.25); }
.d2d-hero__dots { display: flex; gap: 2px; }
.d2d-hero__dot { width: 24px; height: 24px; padding: 0; border: 0; background: transparent; cursor: pointer; display: grid; place-items: center; }
.d2d-hero__dot::before { content: ""; width: 10px; height: 10px; border-radius: 50%; background: rgb(255 255 255 / 0.45); }
.d2d-hero__dot--current::before { background: #fff; width: 12px; height: 12px; }
`;

/** The offer button and its hint. */
export const offer = /* css */ `
.d2d-offer { display: flex; flex-wrap: wrap; gap: var(--d2d-space); align-items: center; }
.d2d-offer__hint { flex-basis: 100%; margin: 0; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
`;

/** All of the above, in order (each piece starts and ends with a line break). */
export const catalogue: string = /* @__PURE__ */ [grid, card, price, discount, rating, browse, search, showcase, offer].join('');
