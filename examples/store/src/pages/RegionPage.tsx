import { useEffect } from 'react';
import { useStore } from '@d2d/react';
import { useRoute } from '../router/index.js';

/**
 * /region/{code}: the region switch (spec §1). The server keeps the region in a 1-hour cookie
 * (UK sets 302, any other code 301); then the shopper goes home. The page reloads so the store
 * starts again on the new site (currency, ratings, dates).
 */
export function RegionPage() {
  const store = useStore();
  const route = useRoute();
  const code = route.name === 'region' ? route.params.code : '';
  useEffect(() => {
    const controller = new AbortController();
    const home = () => {
      const url = new URL(window.location.href);
      url.hash = '#!/';
      window.history.replaceState(null, '', url.toString());
      window.location.reload();
    };
    store.api.merchandising.switchRegion({ code }, { signal: controller.signal }).then(home, () => {
      if (!controller.signal.aborted) home();
    });
    return () => controller.abort();
  }, [store, code]);
  return (
    <p className="d2d-empty" role="status">
      Switching region…
    </p>
  );
}
