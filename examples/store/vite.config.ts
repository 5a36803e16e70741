import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadBudget } from './build/firstLoadBudget';
import { precompress } from './build/precompress';

// `npm run dev` proxies the API to a server started with `npm start` on 8080.
export default defineConfig({
  // the first route's JavaScript may not grow: the limit is today's figure and a little room; the
  // goal (90 kB, issue 14) needs more of core to load on demand (docs/performance.md)
  plugins: [react(), precompress(), firstLoadBudget({ limitBytes: 111_400 })],
  resolve: { conditions: ['@d2d/source'] },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/d2d': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // every browser the store supports knows <link rel="modulepreload">: no polyfill in the entry
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // everything the first route imports statically goes in one file: a dozen small shared
      // chunks each paid their own imports, exports and gzip start (about 5 kB gzipped in all);
      // the pages that load later import what they share from it
      output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } },
    },
  },
});
