import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserAdapters, createStore } from '@d2d/core';
import { StoreDialogs, StoreProvider, loadCaptchaChallenge } from '@d2d/react';
import '@d2d/react/styles.css';
import './starter.css';
import { App } from './App.js';
import { API_BASE, SUPPORT_URL } from './config.js';
import { navigate } from './router.js';

// An absolute apiBase on another origin: core sends the login as a bearer header and makes the
// server's art URLs absolute, so nothing here needs a proxy.
const store = createStore({ apiBase: API_BASE, site: 1, adapters: browserAdapters() });
// core asks for pages itself, e.g. the receipt once a card payment went through
store.on('navigate', ({ path }) => navigate(path));

const root = document.getElementById('root');
if (!root) throw new Error('The starter needs a <div id="root"> to mount into.');

createRoot(root).render(
  <StrictMode>
    <StoreProvider store={store}>
      <StoreDialogs onNavigate={navigate} loadCaptchaChallenge={(signal) => loadCaptchaChallenge(store, signal)} supportUrl={SUPPORT_URL}>
        <App />
      </StoreDialogs>
    </StoreProvider>
  </StrictMode>,
);
