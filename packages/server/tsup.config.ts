import { defineConfig } from 'tsup';

// JS only: declarations come from tsc (tsup's dts step fails with TypeScript 7, see TOOLCHAIN.md).
export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts', 'src/bench.ts', 'src/bench/checkout.ts', 'src/bench/http.ts', 'src/bench/findpage.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: false,
  sourcemap: true,
  clean: true,
  // the HTTP benchmark's load generator is a root dev dependency, never part of the server
  external: ['autocannon'],
});
