import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.API_PORT ?? 3001);

// The client lives in src/client; in dev Vite serves it and forwards the API to the server.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    // Every browser the site supports preloads modules natively (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    // The server's prerender module (scripts/build.mjs) keeps its exports and default chunking.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is needed by every page: one file.
                { name: 'app', tags: ['$initial'] },
                // The icons in one long-cached file: a file for each of the home page's 18 costs ~6 KB
                // gzip, all 80 together 6.9 KB, and no other page downloads them again.
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${API_PORT}`,
      '/healthz': `http://127.0.0.1:${API_PORT}`,
      '/readyz': `http://127.0.0.1:${API_PORT}`,
    },
  },
}));
