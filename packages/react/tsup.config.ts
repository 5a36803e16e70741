import { mkdir, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { d2dStyles } from './src/styles/index.js';

// JS only: declarations come from tsc (tsup's dts step fails with TypeScript 7, see TOOLCHAIN.md).
// The stylesheet is written from the same TypeScript source as the exported `d2dStyles` string,
// so `@d2d/react/styles.css` and the shadow-root string can never drift apart.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: false,
  sourcemap: true,
  clean: true,
  treeshake: true,
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await writeFile('dist/styles.css', `/* @d2d/react: generated from src/styles. Re-theme by overriding the --d2d-* custom properties. */\n${d2dStyles}`);
  },
});
