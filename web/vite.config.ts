import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildYearDefine } from './build-year.ts';
import { sellerDefine } from './seller-define.ts';
import { linguiPlugins } from './lingui-plugins.ts';
import { defineConfig } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/** Vite config of the SPA: root web/, production build in dist/web (served by CloudFront / npm start). */
export default defineConfig({
  root: webRoot,
  publicDir: path.join(webRoot, 'public'),
  // Lingui's macros and catalogs (web/lingui-plugins.ts).
  plugins: [react(), ...linguiPlugins()],
  // The footer's year: the build's (web/build-year.ts); build-site.ts passes its own date to both of its builds.
  define: { ...buildYearDefine(new Date()), ...sellerDefine() },
  // contracts/ (schemas, pricing, catalogue shared with functions/) behind the tsconfig path alias @contracts.
  resolve: {
    alias: [
      { find: '@contracts', replacement: path.resolve(webRoot, '../contracts') },
      { find: '@domain', replacement: path.resolve(webRoot, '../domain') },
      // React 19 has useSyncExternalStore: @lingui/react's import of the pre-React-18 shim gets React's own.
      { find: /^use-sync-external-store\/shim$/, replacement: path.resolve(webRoot, 'src/lib/use-sync-external-store-shim.ts') },
    ],
  },
  build: {
    outDir: path.resolve(webRoot, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
  },
});
