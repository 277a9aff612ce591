import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The build's timestamp (app/lib/build-info.ts): the footer's year before hydration, the sitemap's lastmod.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  build: {
    // Hashed assets are served with a one-year immutable cache by the server.
    assetsInlineLimit: 0,
  },
});
