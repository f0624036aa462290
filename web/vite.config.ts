// Builds the two browser apps: the public site (server-rendered, hydrated) and the back office under /admin.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
