/** Cart, checkout, login, captcha and account pieces. @module */
export const commerce = /* css */ `
.d2d-cart-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--d2d-space); }
.d2d-cart-line { display: grid; grid-template-columns: 72px 1fr auto auto; gap: calc(var(--d2d-space) * 2); align-items: center;
  padding: calc(var(--d2d-space) * 1.5); background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
@media (max-width: 560px) { .d2d-cart-line { grid-template-columns: 56px 1fr; } .d2d-cart-line__price, .d2d-cart-line__remove { grid-column: 2; justify-self: start; } }
.d2d-cart-line__art { width: 100%; aspect-ratio: 3 / 4; height: auto; object-fit: cover; border-radius: var(--d2d-radius-sm); background: var(--d2d-color-surface-3); display: block; }
.d2d-cart-line__title { font-weight: 700; color: var(--d2d-color-text); }
.d2d-cart-line__meta, .d2d-cart-line__owned { margin: 2px 0 0; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
.d2d-cart-line__owned { color: var(--d2d-color-warning); }
.d2d-totals { margin: 0; display: grid; gap: 6px; }
.d2d-totals__row { display: flex; justify-content: space-between; gap: var(--d2d-space); }
.d2d-totals__row dt { color: var(--d2d-color-muted); }
.d2d-totals__row dd { margin: 0; font-weight: 600; }
.d2d-totals__row--discount dd { color: var(--d2d-color-sale); }
.d2d-totals__row--highlight { background: var(--d2d-color-vip); color: var(--d2d-color-vip-text); border-radius: var(--d2d-radius-sm); padding: 2px 6px; }
.d2d-totals__row--highlight dt, .d2d-totals__row--highlight dd { color: inherit; }
.d2d-totals__row--total { border-top: 1px solid var(--d2d-color-border); padding-top: var(--d2d-space); font-size: 1.2rem; }
.d2d-totals__row--total dt { color: var(--d2d-color-text); font-weight: 700; }
.d2d-coupon { display: grid; gap: 4px; }
.d2d-coupon__row { display: flex; gap: var(--d2d-space); }
.d2d-coupon--applied { display: flex; align-items: center; justify-content: space-between; gap: var(--d2d-space); padding: var(--d2d-space) calc(var(--d2d-space) * 1.5);
  border: 1px dashed var(--d2d-color-sale); border-radius: var(--d2d-radius-sm); }
.d2d-coupon--highlight { border-color: var(--d2d-color-vip); }
.d2d-coupon__applied { margin: 0; }
.d2d-gift { border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); padding: calc(var(--d2d-space) * 2); margin: calc(var(--d2d-space) * 2) 0 0; }
.d2d-gift__legend { font-weight: 700; padding: 0 6px; }
.d2d-gift__names { display: grid; gap: var(--d2d-space); grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
.d2d-paypal { background: #ffc439; color: #111; border-color: transparent; }
.d2d-paypal:hover:not(:disabled) { background: #f2b927; color: #111; }
.d2d-paypal__brand { font-style: italic; font-weight: 900; color: #003087; }
.d2d-progress { display: grid; justify-items: center; gap: var(--d2d-space); text-align: center; }
.d2d-checkout-frame { display: grid; gap: calc(var(--d2d-space) * 2); justify-items: start; }
.d2d-checkout-frame__frame { width: 100%; min-height: 640px; border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); background: #fff; }
.d2d-card-payment__form { display: grid; gap: calc(var(--d2d-space) * 1.5); }
.d2d-card-payment__fields { border: 0; margin: 0; padding: 0; min-width: 0; }
.d2d-card-payment__legend { font-weight: 700; margin-bottom: var(--d2d-space); padding: 0; }
.d2d-card-payment__row { display: grid; gap: var(--d2d-space); grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); }
.d2d-card-payment__error { min-height: 1.5em; margin: 0; color: var(--d2d-color-danger); }
.d2d-stripe-card__element { min-height: 40px; padding: 10px 12px; background: var(--d2d-color-bg);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-sm); }
.d2d-stripe-card__element[hidden] { display: none; }
.d2d-stripe-card__loading { margin: 0; color: var(--d2d-color-muted); }
.d2d-stripe-card__error { min-height: 1.5em; margin: 0; color: var(--d2d-color-danger); }
.d2d-card-payment__done { margin: 0; color: var(--d2d-color-success); font-weight: 700; }
.d2d-card-payment__actions { position: sticky; bottom: 0; z-index: 1; margin: 0 calc(var(--d2d-space) * -2.5);
  padding: var(--d2d-space) calc(var(--d2d-space) * 2.5); background: var(--d2d-color-surface); border-top: 1px solid var(--d2d-color-border); }
.d2d-order-summary { display: grid; gap: var(--d2d-space); padding: calc(var(--d2d-space) * 1.5); min-width: 0;
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-order-summary__title { margin: 0; font-size: var(--d2d-font-size-lg); }
.d2d-order-summary__lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.d2d-order-summary__line { display: flex; justify-content: space-between; gap: var(--d2d-space); }
.d2d-order-summary__line > :first-child { min-width: 0; overflow-wrap: anywhere; }

.d2d-login .d2d-tabs__panel { padding-bottom: 0; }
.d2d-login__form { display: grid; gap: 4px; }
.d2d-login__actions { display: grid; gap: var(--d2d-space); justify-items: center; margin-top: var(--d2d-space); }
.d2d-login__message { margin: 0 0 6px; }
.d2d-social-login { display: grid; gap: var(--d2d-space); margin-top: calc(var(--d2d-space) * 1.5); }
.d2d-social-login__or { margin: 0; text-align: center; color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-social-login__button { width: 100%; justify-content: center; }
.d2d-linked-accounts__list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--d2d-space); }
.d2d-linked-accounts__item { display: grid; grid-template-columns: 1fr auto auto; gap: calc(var(--d2d-space) * 1.5); align-items: center; }
.d2d-linked-accounts__name { font-weight: 600; }
.d2d-linked-accounts__state { color: var(--d2d-color-muted); font-size: var(--d2d-font-size-sm); }
.d2d-change-email { display: grid; gap: 4px; max-width: 420px; }
.d2d-publisher-login__frame { border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-sm); background: #fff; }
.d2d-captcha { margin: var(--d2d-space) 0 calc(var(--d2d-space) * 2); }
.d2d-captcha__box { display: flex; align-items: center; gap: calc(var(--d2d-space) * 1.5); padding: calc(var(--d2d-space) * 1.5);
  background: var(--d2d-color-bg); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius-sm); }
.d2d-captcha--verified .d2d-captcha__box { border-color: var(--d2d-color-success); }
.d2d-captcha__check { width: 22px; height: 22px; accent-color: var(--d2d-color-success); }
.d2d-captcha__label { flex: 1; font-weight: 600; cursor: pointer; }
.d2d-captcha__spinner { width: 20px; height: 20px; border-width: 2px; }
.d2d-captcha__brand { font-size: 0.7rem; color: var(--d2d-color-muted); text-transform: uppercase; letter-spacing: 0.05em; }
.d2d-captcha__status { margin: 4px 0 0; min-height: 1.3em; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-muted); }
.d2d-message p { margin: 0 0 var(--d2d-space); }

.d2d-keys { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--d2d-space) * 2); }
.d2d-keys__name { margin: 0; font-weight: 700; }
.d2d-keys__row { display: flex; align-items: center; gap: var(--d2d-space); margin: 6px 0; flex-wrap: wrap; }
.d2d-keys__key { padding: 6px 10px; border-radius: var(--d2d-radius-sm); background: var(--d2d-color-bg); border: 1px solid var(--d2d-color-border); font-size: 1.05rem; letter-spacing: 0.06em; user-select: all; word-break: break-all; }
.d2d-files { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--d2d-space); }
.d2d-files__item { display: flex; justify-content: space-between; align-items: center; gap: var(--d2d-space); }
.d2d-my-games__toolbar { display: flex; align-items: center; gap: var(--d2d-space); margin-bottom: calc(var(--d2d-space) * 2); }
.d2d-my-games__toolbar .d2d-select { width: auto; }
.d2d-my-games__list, .d2d-orders__list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--d2d-space); }
.d2d-my-game { display: grid; grid-template-columns: 48px 1fr auto; gap: calc(var(--d2d-space) * 1.5); align-items: center;
  padding: var(--d2d-space) calc(var(--d2d-space) * 1.5); background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
@media (max-width: 520px) { .d2d-my-game { grid-template-columns: 48px 1fr; } .d2d-my-game__actions { grid-column: 1 / -1; } }
.d2d-my-game__art { width: 48px; aspect-ratio: 3 / 4; height: auto; object-fit: cover; border-radius: 4px; background: var(--d2d-color-surface-3); display: block; }
.d2d-my-game__title { margin: 0; font-size: 1rem; }
.d2d-my-game__info .d2d-field__hint { margin: 2px 0 0; }
.d2d-my-game__actions { display: flex; gap: var(--d2d-space); }
.d2d-order { padding: calc(var(--d2d-space) * 1.5); background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-order__header { display: flex; flex-wrap: wrap; gap: calc(var(--d2d-space) * 2); align-items: baseline; }
.d2d-order__title { margin: 0; font-size: 1rem; flex: 1; }
.d2d-order__products { list-style: none; margin: var(--d2d-space) 0 0; padding: 0; display: grid; gap: 4px; }
.d2d-order__products li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--d2d-space); }
.d2d-subscription { display: grid; gap: var(--d2d-space); }
.d2d-subscription__titles { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--d2d-space); }
.d2d-subscription__title { display: flex; flex-wrap: wrap; align-items: center; gap: var(--d2d-space); padding: var(--d2d-space);
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-subscription__title-name { flex: 1; font-weight: 700; }
.d2d-subscription__keys { list-style: none; margin: 0; padding: 0; }
.d2d-subscription__actions, .d2d-subscription__claim { display: flex; flex-wrap: wrap; align-items: center; gap: var(--d2d-space); }
.d2d-key { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: 0.05em; }
`;
