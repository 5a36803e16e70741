// Builds the two single-file scripts the store serves under /embed/:
// dist/d2d-elements.js (every element, for partner pages) and dist/d2d-channel.js (the channel page).
import { build } from 'vite';
import { scriptConfig } from './scriptConfig.mjs';

await build(scriptConfig({ entry: 'src/entries/elements.ts', fileName: 'd2d-elements.js', outDir: 'dist' }));
await build(scriptConfig({ entry: 'src/entries/channel.ts', fileName: 'd2d-channel.js', outDir: 'dist' }));
