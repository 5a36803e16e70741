import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// No proxy and no `@d2d/source` condition: the app calls the store's API on its own origin
// (VITE_D2D_API_BASE, whose server lists this app in API_ORIGINS) and imports the packages'
// published entries, as an integrator's app does.
const port = Number(process.env.STARTER_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port, strictPort: true },
  preview: { host: 'localhost', port, strictPort: true },
  build: { outDir: process.env.STARTER_OUT_DIR ?? 'dist', emptyOutDir: true },
});
