import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

// `npm run dev` proxies the API to a server started with `npm start` on 8080.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['@d2d/source'] },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/d2d': 'http://localhost:8080' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
