import { FirstVisitOffer } from '@d2d/react';
import { ROUTES_WITHOUT_NAVIGATION, useRoute } from '../router/index.js';

/**
 * The first-visit offer (spec §4), held back where a modal would be in the way: the login
 * window partner pages open (`?login=1`) and the bare pages without navigation.
 */
export function FirstVisit() {
  const route = useRoute();
  const held = route.query.get('login') === '1' || ROUTES_WITHOUT_NAVIGATION.has(route.name);
  return <FirstVisitOffer disabled={held} />;
}
