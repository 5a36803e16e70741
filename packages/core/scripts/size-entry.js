// What the size check measures: an app that creates the store and uses the cart.
import { createStore, memoryCookies, memoryStorage, systemClock } from '@d2d/core';

const store = createStore({ apiBase: '/', site: 1, adapters: { fetch, cookies: memoryCookies(Date.now), storage: memoryStorage(), clock: systemClock() } });
store.cart.add({ product_id: 1 }).then(() => console.log(store.cart.totals.value));
