// Builds the two browser apps, one at a time: the public site (server-rendered, hydrated), `vite build --mode
// site`, and the back office under /admin, `vite build --mode admin`, into the same folder (the site's build
// empties it first). Separate builds because they want different things: the site has one stylesheet for all
// its pages (no per-page CSS files fetched by scripts; see src/site/build/site-assets.ts), the back office
// keeps Vite's per-screen CSS. The development server serves both from this same configuration.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteAssets } from './src/site/build/site-assets';

// The public site runs on Preact's React-compatible layer, on the server and in the browser alike (decision 0074):
// react-dom's client alone weighed 63 KB of the site's 137; Preact does the same work in about 11. The back office
// stays on React (antd needs it). React Router is bundled into the site's server build so that its imports of
// React are redirected too.
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ mode }) => {
  const admin = mode === 'admin';
  const site = mode === 'site';
  return {
    // For the public site: its service worker (/sw.js), offline page (/offline.html) and script starter.
    plugins: admin ? [react()] : [react(), siteAssets({ entryName: 'site', html: 'index.html' })],
    build: {
      outDir: 'dist/client',
      emptyOutDir: !admin,
      cssCodeSplit: admin,
      // Vite's default minifier (Oxc) breaks the site's Preact build: the page hydrates without a single event
      // listener (links reload, buttons do nothing). esbuild's output works, and is 4 KB smaller too.
      minify: site ? 'esbuild' : true,
      rollupOptions: {
        input: admin ? 'admin.html' : { site: 'index.html' },
      },
    },
    // FullCalendar (back office) brings an older Preact of its own; the site takes the one it names.
    resolve: site ? { alias: preactForReact, dedupe: ['preact'] } : {},
    ssr: {
      // The contracts are TypeScript source in the workspace: bundle them into the SSR entry.
      noExternal: site
        ? ['@phongkham/contracts', 'react-router', 'preact', 'preact-render-to-string']
        : ['@phongkham/contracts'],
    },
  };
});
