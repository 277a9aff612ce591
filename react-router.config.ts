import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { contentPagePaths, hindiPrerenderPaths, prerenderPaths } from './app/lib/prerender-paths.ts';
import { pathWithoutLang } from './rules/languages.ts';
import { ogImagePath } from './app/lib/seo.ts';
import { contentCardPaths } from './rules/content-model.ts';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // The pages, and each one's preview image for social sites (and the blog's): fixed at build time.
  // Pages built from the content studio's entries are rendered per request (ADR 038).
  prerender: [
    // Each language's (the Hindi pages share the English pages' preview images).
    ...[...prerenderPaths, ...hindiPrerenderPaths].filter((p) => !contentPagePaths.includes(pathWithoutLang(p))),
    // Content pages' preview images show their live entries: made on request (og-content-cards.ts).
    ...[...prerenderPaths.filter((p) => !contentCardPaths.includes(p)), '/blog'].map(ogImagePath),
  ],
  // React Router writes a `.data` file (the loader's turbo-stream) beside every prerendered path,
  // resource routes included: ~90 KB beside each preview PNG that nothing requests (a PNG has no
  // client navigation). They are removed so they are neither shipped nor served (ADR 026).
  buildEnd({ reactRouterConfig }) {
    const ogDir = path.join(reactRouterConfig.buildDirectory, 'client', 'og');
    for (const entry of readdirSync(ogDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.png.data')) rmSync(path.join(entry.parentPath, entry.name));
    }
  },
  future: {
    // Off: a document load imports every chunk of its route anyway, so splitting clientLoader,
    // clientAction and HydrateFallback into their own files only added bytes (docs/decisions/017).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
