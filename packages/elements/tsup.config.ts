import { defineConfig } from 'tsup';

// JS only: declarations come from tsc (tsup's dts step fails with TypeScript 7, see TOOLCHAIN.md).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
});
