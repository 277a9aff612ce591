import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender.ts';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  prerender: prerenderPaths,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
