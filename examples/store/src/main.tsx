import './boot/strictCsp.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@d2d/react/styles.css';
import './store.css';
import { App } from './App.js';
import { createPageStore } from './boot/createPageStore.js';

const root = document.getElementById('root');
if (!root) throw new Error('The store page needs a <div id="root"> to mount into.');

void createPageStore().then((store) => {
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
