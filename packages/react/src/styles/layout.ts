/** The page frame: header and navigation, user and cart buttons, footer and page containers. @module */
/** The app frame, header, navigation and user menu. */
export const frame = /* css */ `
.d2d-app { min-height: 100vh; display: flex; flex-direction: column; }
.d2d-main { flex: 1; width: 100%; max-width: var(--d2d-max-width); margin: 0 auto; padding: calc(var(--d2d-space) * 3) calc(var(--d2d-space) * 2) calc(var(--d2d-space) * 6); }
@media (max-width: 600px) { .d2d-main { padding: calc(var(--d2d-space) * 2) calc(var(--d2d-space) * 1.5) calc(var(--d2d-space) * 4); } }
.d2d-main:focus { outline: none; }

.d2d-header { position: sticky; top: 0; z-index: 800; background: rgb(11 14 20 / 0.92); backdrop-filter: blur(10px);
  border-bottom: 1px solid var(--d2d-color-border); }
.d2d-header__bar { max-width: var(--d2d-max-width); margin: 0 auto; min-height: var(--d2d-header-height);
  display: flex; align-items: center; gap: calc(var(--d2d-space) * 2); padding: 0 calc(var(--d2d-space) * 2); }
.d2d-header__strip { border-bottom: 1px solid var(--d2d-color-border); background: var(--d2d-color-bg); }
.d2d-header__utility { list-style: none; margin: 0 auto; padding: 0 calc(var(--d2d-space) * 2); max-width: var(--d2d-max-width);
  display: flex; justify-content: flex-end; gap: 2px; }
.d2d-header__utility .d2d-nav__item { min-height: 28px; font-size: 0.8rem; }
.d2d-nav .d2d-nav__utility { display: none; }
.d2d-header__toggle { display: none; background: transparent; border-color: transparent; }
.d2d-header__logo a { display: inline-flex; align-items: center; gap: 8px; font-weight: 900; font-size: 1.35rem; letter-spacing: 0.04em;
  color: var(--d2d-color-text); text-decoration: none; }
.d2d-header__logo svg { width: 32px; height: 32px; }
.d2d-nav { display: flex; align-items: center; flex: 1; min-width: 0; }
.d2d-nav__drawer { display: flex; align-items: center; gap: calc(var(--d2d-space) * 2); flex: 1; min-width: 0; }
.d2d-nav__list, .d2d-nav__utility { list-style: none; margin: 0; padding: 0; display: flex; align-items: center; gap: 2px; }
.d2d-nav__entry { position: relative; }
.d2d-nav__item { display: inline-flex; align-items: center; gap: 4px; min-height: 40px; padding: 0 8px;
  font: inherit; font-weight: 600; font-size: 0.95rem; color: var(--d2d-color-text); background: transparent; border: 0;
  border-radius: var(--d2d-radius-sm); cursor: pointer; text-decoration: none; white-space: nowrap; }
.d2d-nav__item:hover { background: var(--d2d-color-surface-2); }
.d2d-nav__item--utility { color: var(--d2d-color-muted); font-weight: 500; }
.d2d-disclosure { position: relative; }
.d2d-disclosure__chevron { width: 18px; height: 18px; fill: currentColor; transition: transform var(--d2d-transition); }
.d2d-disclosure--open .d2d-disclosure__chevron { transform: rotate(180deg); }
.d2d-disclosure__panel { position: absolute; top: calc(100% + 6px); left: 0; z-index: 900; min-width: 220px;
  display: flex; gap: calc(var(--d2d-space) * 3); padding: calc(var(--d2d-space) * 2);
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); box-shadow: var(--d2d-shadow); }
.d2d-disclosure__panel[hidden] { display: none; }
.d2d-disclosure__panel--mega { width: min(980px, calc(100vw - 32px)); max-height: calc(100vh - 140px); overflow: auto; align-items: flex-start; }
.d2d-disclosure__links.d2d-disclosure__links--multi { display: block; columns: 2 150px; column-gap: var(--d2d-space); }
.d2d-disclosure__links--multi li { break-inside: avoid; }
.d2d-disclosure__column { min-width: 160px; flex: 1; }
.d2d-disclosure__column:has(.d2d-disclosure__links--multi) { flex: 2; }
.d2d-disclosure__heading { margin: 0 0 6px; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--d2d-color-muted); }
.d2d-disclosure__links { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; align-content: start; }
.d2d-disclosure__links a { display: block; padding: 5px 8px; border-radius: var(--d2d-radius-sm); color: var(--d2d-color-text); white-space: nowrap; }
.d2d-disclosure__links a:hover { background: var(--d2d-color-surface-2); text-decoration: none; }
.d2d-disclosure__more a { color: var(--d2d-color-accent); }
.d2d-disclosure__panel--mega .d2d-disclosure__links a { white-space: normal; }
.d2d-header__search { width: clamp(180px, 18vw, 300px); margin-left: auto; }
.d2d-header__actions { display: flex; align-items: center; gap: var(--d2d-space); }
.d2d-header__strip { border-bottom: 1px solid var(--d2d-color-border); background: var(--d2d-color-bg); }
.d2d-header__utility { list-style: none; margin: 0 auto; padding: 0 calc(var(--d2d-space) * 2); max-width: var(--d2d-max-width);
  display: flex; justify-content: flex-end; gap: 2px; }
.d2d-header__utility .d2d-nav__item { min-height: 28px; font-size: 0.8rem; }
.d2d-nav .d2d-nav__utility { display: none; }
@media (max-width: 1079px) {
  .d2d-nav { flex: 0 0 auto; order: -1; }
  .d2d-header__toggle { display: inline-flex; }
  .d2d-nav__drawer { display: none; position: absolute; top: 100%; left: 0; right: 0; max-height: calc(100vh - var(--d2d-header-height)); overflow: auto;
    flex-direction: column; align-items: stretch; padding: var(--d2d-space) calc(var(--d2d-space) * 2) calc(var(--d2d-space) * 2);
    background: var(--d2d-color-surface); border-bottom: 1px solid var(--d2d-color-border); }
  .d2d-header--open .d2d-nav__drawer { display: flex; }
  .d2d-header__strip { display: none; }
  .d2d-nav .d2d-nav__utility { display: flex; border-top: 1px solid var(--d2d-color-border); margin-top: var(--d2d-space); padding-top: var(--d2d-space); }
  .d2d-nav__list, .d2d-nav__utility { flex-direction: column; align-items: stretch; margin: 0; }
  .d2d-nav__item { width: 100%; justify-content: space-between; }
  .d2d-disclosure__panel { position: static; box-shadow: none; border: 0; padding: 0 0 var(--d2d-space) var(--d2d-space); min-width: 0; flex-direction: column; gap: var(--d2d-space); }
  .d2d-disclosure__panel--mega { width: auto; min-width: 0; max-height: none; }
  .d2d-header__search { flex: 1; width: auto; }
}
@media (max-width: 600px) {
  .d2d-header__bar { flex-wrap: wrap; gap: var(--d2d-space); padding: 6px var(--d2d-space); }
  .d2d-header__search { order: 10; flex-basis: 100%; padding-bottom: 6px; }
  .d2d-header__actions { margin-left: auto; min-width: 0; }
  /* the e-mail stays visible on a phone (spec §2), shortened so the first row still fits 320 px */
  .d2d-user { min-width: 0; }
  .d2d-user .d2d-user__button { max-width: min(170px, calc(100vw - 210px)); padding: 0 6px; gap: 4px; }
  .d2d-user__button .d2d-user__icon { display: none; }
}

.d2d-user { position: relative; display: flex; gap: 6px; align-items: center; }
/* the header shows the e-mail and the VIP badge at every width (spec §2): a long e-mail is
   shortened with an ellipsis, the badge is never squeezed */
.d2d-user__button { max-width: 190px; min-width: 0; }
.d2d-user__icon { width: 20px; height: 20px; fill: currentColor; flex: none; }
.d2d-user__name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.85rem; }
.d2d-user__button .d2d-vip-badge { flex: none; }
.d2d-user__panel { width: 220px; padding: var(--d2d-space); }
.d2d-user__panel[hidden] { display: none; }
.d2d-user__links { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.d2d-user__links a { display: block; padding: 8px 12px; border-radius: var(--d2d-radius-sm); color: var(--d2d-color-text); }
.d2d-user__links a:hover { background: var(--d2d-color-surface-2); text-decoration: none; }
.d2d-user__links .d2d-button { justify-content: flex-start; }
.d2d-vip-badge { display: inline-block; padding: 2px 8px; border-radius: var(--d2d-radius-pill); font-size: 0.75rem; font-weight: 800;
  background: var(--d2d-color-vip); color: var(--d2d-color-vip-text); }
`;

/** The cart button and its count. */
export const cartButton = /* css */ `
.d2d-cart-button { position: relative; }
.d2d-cart-button .d2d-icon-button { position: relative; }
.d2d-cart-button__count { position: absolute; top: -4px; right: -4px; min-width: 20px; height: 20px; padding: 0 5px; display: grid; place-items: center;
  border-radius: var(--d2d-radius-pill); background: var(--d2d-color-sale); color: var(--d2d-color-sale-text); font-size: 0.75rem; font-weight: 800; }
.d2d-cart-button__panel[hidden] { display: none; }
`;

/** The mini cart. */
export const miniCart = /* css */ `
.d2d-mini-cart { display: grid; gap: calc(var(--d2d-space) * 1.5); }
.d2d-mini-cart__empty { margin: 0; color: var(--d2d-color-muted); text-align: center; padding: var(--d2d-space); }
.d2d-mini-cart__lines { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--d2d-space); max-height: 50vh; overflow: auto; }
.d2d-mini-cart__line { display: grid; grid-template-columns: 36px 1fr auto auto; align-items: center; gap: var(--d2d-space); }
.d2d-mini-cart__thumb { width: 36px; height: 48px; object-fit: cover; border-radius: 3px; background: var(--d2d-color-surface-3); }
.d2d-mini-cart__title { font-size: 0.9rem; overflow: hidden; text-overflow: ellipsis; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
.d2d-mini-cart__remove { width: 32px; height: 32px; background: transparent; border-color: transparent; color: var(--d2d-color-muted); }
.d2d-mini-cart__total { display: flex; justify-content: space-between; margin: 0; padding-top: var(--d2d-space); border-top: 1px solid var(--d2d-color-border); }
`;

/** Footer and page containers. */
export const pages = /* css */ `
.d2d-footer { border-top: 1px solid var(--d2d-color-border); background: var(--d2d-color-surface); color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-footer__inner { max-width: var(--d2d-max-width); margin: 0 auto; padding: calc(var(--d2d-space) * 4) calc(var(--d2d-space) * 2);
  display: grid; gap: calc(var(--d2d-space) * 3); grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
.d2d-footer h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--d2d-color-text); margin: 0 0 var(--d2d-space); }
.d2d-footer ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.d2d-footer a { color: var(--d2d-color-muted); }
.d2d-footer a[aria-current] { color: var(--d2d-color-text); font-weight: 700; }
.d2d-footer__legal { grid-column: 1 / -1; border-top: 1px solid var(--d2d-color-border); padding-top: calc(var(--d2d-space) * 2); display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--d2d-space); }

.d2d-page-title { margin: 0 0 calc(var(--d2d-space) * 2); font-size: clamp(1.5rem, 3vw, 2.1rem); line-height: 1.2; }
.d2d-section { margin: calc(var(--d2d-space) * 5) 0; }
.d2d-section__title { margin: 0 0 calc(var(--d2d-space) * 2); font-size: 1.35rem; }
.d2d-with-sidebar { display: grid; gap: calc(var(--d2d-space) * 3); grid-template-columns: 260px minmax(0, 1fr); align-items: start; }
@media (max-width: 900px) { .d2d-with-sidebar { grid-template-columns: minmax(0, 1fr); gap: calc(var(--d2d-space) * 2); } }
.d2d-prose { max-width: 72ch; }
.d2d-prose h2 { margin-top: calc(var(--d2d-space) * 4); font-size: 1.3rem; }
.d2d-prose p, .d2d-prose li { color: #cfd6e2; }
.d2d-prose a, .d2d-alert a, .d2d-field__hint a { text-decoration: underline; text-underline-offset: 2px; }
.d2d-system-page { display: grid; justify-items: center; text-align: center; gap: calc(var(--d2d-space) * 2); padding: calc(var(--d2d-space) * 6) 0; }
.d2d-system-page__art { width: min(420px, 80vw); height: auto; }
.d2d-system-page p { max-width: 56ch; color: var(--d2d-color-muted); margin: 0; }
.d2d-tiles { display: grid; gap: calc(var(--d2d-space) * 2); grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); list-style: none; margin: 0; padding: 0; }
.d2d-tile { position: relative; display: block; aspect-ratio: 2 / 1; border-radius: var(--d2d-radius); overflow: hidden; background: var(--d2d-color-surface-2); }
.d2d-tile img { width: 100%; height: 100%; object-fit: cover; }
.d2d-tile span { position: absolute; left: 0; right: 0; bottom: 0; padding: 24px 16px 12px; font-weight: 700; color: #fff;
  background: linear-gradient(transparent, rgb(0 0 0 / 0.8)); }
.d2d-breadcrumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 var(--d2d-space); padding: 0; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
.d2d-breadcrumbs li + li::before { content: "/"; margin-right: 6px; }
`;

/** All of the above, in order (each piece starts and ends with a line break). */
export const layout: string = /* @__PURE__ */ [frame, cartButton, miniCart, pages].join('');
