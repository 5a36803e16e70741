import { SUPPORT_URL } from '@d2d/contract';
import { useRequest, useStore } from '@d2d/react';
import { href } from '../router/index.js';
import { footerRegionLinks } from './footerRegions.js';

/** The footer: store, company and help links, the region switch and the countries we ship keys to. */
export function Footer() {
  const store = useStore();
  const { data: countries } = useRequest((s, signal) => s.api.account.countries({ signal }), []);
  const count = countries?.data.items.length;
  return (
    <footer className="d2d-footer">
      <div className="d2d-footer__inner">
        <section aria-labelledby="footer-store">
          <h2 id="footer-store">Store</h2>
          <ul>
            <li><a href={href('pc')}>PC games</a></li>
            <li><a href={href('mac')}>Mac games</a></li>
            <li><a href={href('pcComingSoon')}>Coming soon</a></li>
            <li><a href={href('collection')}>Collections</a></li>
            <li><a href={href('sitemap')}>Sitemap</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li><a href={href('aboutUs')}>About us</a></li>
            <li><a href={href('openLetter')}>Open letter</a></li>
            <li><a href={href('affiliateProgram')}>Affiliate program</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li><a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">Customer support</a></li>
            <li><a href={href('privacyPolicy')}>Privacy policy</a></li>
            <li><a href={href('termsOfUse')}>Terms of use</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-region">
          <h2 id="footer-region">Region</h2>
          <ul>
            {footerRegionLinks(store.site).map((region) => (
              <li key={region.code}>
                <a href={href('region', { code: region.code })} aria-current={region.current ? 'true' : undefined}>
                  {region.label}
                  {region.current && <span aria-hidden="true"> ✓</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="d2d-footer__legal">
          <span>© D2D. All digital game sales are final.</span>
          {count !== undefined && <span data-testid="countries">We ship keys to {count} countries.</span>}
        </div>
      </div>
    </footer>
  );
}
