import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { recordBuildInputs } from './scripts/build-inputs.ts';

export default defineConfig({
  // recordBuildInputs: the build fails on reading a file its stamp does not cover (scripts/build-inputs.ts).
  plugins: [tailwindcss(), reactRouter(), recordBuildInputs()],
  // The build's timestamp (app/lib/build-info.ts): the footer's year before hydration, the sitemap's lastmod.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  build: {
    // Hashed assets are served with a one-year immutable cache by the server.
    assetsInlineLimit: 0,
  },
});
