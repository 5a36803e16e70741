import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './store.css';

const root = document.getElementById('root');
if (!root) throw new Error('The store page needs a <div id="root"> to mount into.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
