// Shared Vite settings of the single-file script builds (`d2d-elements.js`, `d2d-channel.js`)
// and of the size check: React is replaced by preact/compat, workspace packages are read from
// their sources, and everything lands in one ES module with no imports.
import { fileURLToPath } from 'node:url';
import { cssTemplateMinify } from './cssMinify.mjs';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
const shim = fileURLToPath(new URL('./shims/use-sync-external-store.mjs', import.meta.url));
const r2wcReact = fileURLToPath(new URL('./shims/r2wc-react.mjs', import.meta.url));

/** Gives @r2wc/react-to-web-component a `react` of one function (see shims/r2wc-react.mjs). */
const r2wcReactShim = {
  name: 'd2d-r2wc-react',
  enforce: 'pre',
  resolveId(source, importer) {
    return (source === 'react' || source === 'preact/compat') && importer?.includes('@r2wc/react-to-web-component') ? r2wcReact : null;
  },
};

/**
 * @param {{ entry: string, fileName: string, outDir: string, write?: boolean, sourcemap?: boolean }} options
 * @returns {import('vite').InlineConfig}
 */
export function scriptConfig({ entry, fileName, outDir, write = true, sourcemap = true }) {
  return {
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    plugins: [r2wcReactShim, cssTemplateMinify()],
    resolve: {
      conditions: ['@d2d/source', 'browser', 'module', 'import', 'default'],
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: shim },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write,
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap,
      target: 'es2022',
      reportCompressedSize: false,
      // not lib mode: lib mode keeps the whitespace of ES output, and this file ships as it is built
      rolldownOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: fileName, codeSplitting: false },
      },
    },
  };
}
