import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/lib/prerender-paths.ts';
import { ogImagePath } from './app/lib/seo.ts';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The pages, and each one's preview image for social sites (and the blog's): fixed at build time.
  prerender: [...prerenderPaths, ...[...prerenderPaths, '/blog'].map(ogImagePath)],
  future: {
    // Off: a document load imports every chunk of its route anyway, so splitting clientLoader,
    // clientAction and HydrateFallback into their own files only added bytes (docs/decisions/017).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
