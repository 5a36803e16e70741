import './boot/strictCsp.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@d2d/react/styles.css';
import './store.css';
import { App } from './App.js';
import { createPageStore } from './boot/createPageStore.js';
import { DEFAULT_PATH } from './config.js';
import { preloadPage } from './pages/Page.js';
import { resolveHash } from './router/index.js';

const root = document.getElementById('root');
if (!root) throw new Error('The store page needs a <div id="root"> to mount into.');

// the first page's code loads beside the region call instead of after the first render
const first = resolveHash(window.location.hash, DEFAULT_PATH);
if (first.kind === 'route') preloadPage(first.match.name);

void createPageStore().then((store) => {
  // a transition renders the whole page in slices, with room for the browser between them
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
