import { useEffect } from 'react';
import { REGION_COOKIE_MAX_AGE_SECONDS, regionForSwitchCode } from '@d2d/contract';
import { browserCookies } from '@d2d/core';
import { REGION_COOKIE } from '../config.js';
import { useRoute } from '../router/index.js';

/**
 * /region/{code}: the region switch (spec §1): UK sets region 302, any other code 301, kept in a
 * cookie for 1 hour; then the shopper goes home. The page reloads so the store starts again on
 * the new site (currency, ratings, dates).
 */
export function RegionPage() {
  const route = useRoute();
  const code = route.name === 'region' ? route.params.code : '';
  useEffect(() => {
    browserCookies().set(REGION_COOKIE, String(regionForSwitchCode(code)), { maxAgeSeconds: REGION_COOKIE_MAX_AGE_SECONDS });
    const url = new URL(window.location.href);
    url.hash = '#!/';
    window.location.replace(url.toString());
    window.location.reload();
  }, [code]);
  return (
    <p className="d2d-empty" role="status">
      Switching region…
    </p>
  );
}
