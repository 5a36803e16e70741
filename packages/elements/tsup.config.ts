import { defineConfig } from 'tsup';

// JS only: declarations come from tsc (tsup's dts step fails with TypeScript 7, see TOOLCHAIN.md).
// The single-file scripts for partner pages (d2d-elements.js, d2d-channel.js) are built by
// scripts/build-scripts.mjs with Vite and preact/compat.
export default defineConfig({
  entry: ['src/index.ts', 'src/define.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
});
