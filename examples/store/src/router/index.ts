export { ROUTES_WITHOUT_NAVIGATION, ABOUT_US_PAGES } from './routes.js';
export { matchPath } from './match.js';
export type { RouteMatch } from './match.js';
export { parseHash, toHash } from './location.js';
export { navigate, href } from './navigate.js';
export { HashRouter, useRoute, resolveHash } from './HashRouter.js';
