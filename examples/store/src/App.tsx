import { SUPPORT_URL } from '@d2d/contract';
import { StoreDialogs, StoreProvider, TrackingConsentDialog, loadCaptchaChallenge, useStoreEvent } from '@d2d/react';
import type { Store } from '@d2d/core';
import type { ReactNode } from 'react';
import { DEFAULT_PATH } from './config.js';
import { ReferenceDataProvider } from './data/ReferenceData.js';
import { CloseDialogsOnRouteChange } from './layout/CloseDialogsOnRouteChange.js';
import { FirstVisit } from './layout/FirstVisit.js';
import { Layout } from './layout/Layout.js';
import { LoginFromLink } from './layout/LoginFromLink.js';
import { ReturnAfterLogin } from './layout/ReturnAfterLogin.js';
import { SocialReturn } from './layout/SocialReturn.js';
import { Page } from './pages/Page.js';
import { HashRouter, navigate } from './router/index.js';

/** Follows core's events: `navigate` goes to the route, an expired token reloads the page (spec §4). */
function StoreEvents({ children }: { children: ReactNode }) {
  useStoreEvent('navigate', ({ path }) => navigate(path));
  useStoreEvent('expired-token', () => window.location.reload());
  return children;
}

/** The reference store: one store, the hash-bang router, the dialogs and every page. */
export function App({ store }: { store: Store }) {
  return (
    <StoreProvider store={store}>
      <HashRouter defaultPath={DEFAULT_PATH}>
        <StoreEvents>
          <StoreDialogs onNavigate={(path) => navigate(path)} loadCaptchaChallenge={(signal) => loadCaptchaChallenge(store, signal)} supportUrl={SUPPORT_URL}>
            <ReferenceDataProvider>
              <CloseDialogsOnRouteChange />
              <ReturnAfterLogin />
              <LoginFromLink />
              <SocialReturn />
              <TrackingConsentDialog />
              <FirstVisit />
              <Layout>
                <Page />
              </Layout>
            </ReferenceDataProvider>
          </StoreDialogs>
        </StoreEvents>
      </HashRouter>
    </StoreProvider>
  );
}
