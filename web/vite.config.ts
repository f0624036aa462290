// Builds the two browser apps: the public site (server-rendered, hydrated) and the back office under /admin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteAssets } from './src/site/build/site-assets';

export default defineConfig({
  // For the public site (input `site` below): one stylesheet for all its pages, its service worker (/sw.js)
  // and its offline page (/offline.html).
  plugins: [react(), siteAssets({ entryName: 'site', html: 'index.html' })],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: {
      input: { site: 'index.html', admin: 'admin.html' },
    },
  },
  ssr: {
    // The contracts are TypeScript source in the workspace: bundle them into the SSR entry.
    noExternal: ['@phongkham/contracts'],
  },
});
