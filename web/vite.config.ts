// Builds the two browser apps, one at a time: the public site (server-rendered, hydrated), `vite build --mode
// site`, and the back office under /admin, `vite build --mode admin`, into the same folder (the site's build
// empties it first). Separate builds because they want different things: the site has one stylesheet for all
// its pages (no per-page CSS files fetched by scripts; see src/site/build/site-assets.ts), the back office
// keeps Vite's per-screen CSS. The development server serves both from this same configuration.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteAssets } from './src/site/build/site-assets';

export default defineConfig(({ mode }) => {
  const admin = mode === 'admin';
  return {
    // For the public site: its service worker (/sw.js), offline page (/offline.html) and script starter.
    plugins: admin ? [react()] : [react(), siteAssets({ entryName: 'site', html: 'index.html' })],
    build: {
      outDir: 'dist/client',
      emptyOutDir: !admin,
      cssCodeSplit: admin,
      rollupOptions: {
        input: admin ? 'admin.html' : { site: 'index.html' },
      },
    },
    ssr: {
      // The contracts are TypeScript source in the workspace: bundle them into the SSR entry.
      noExternal: ['@phongkham/contracts'],
    },
  };
});
