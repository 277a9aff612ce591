import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { architecture } from './architecture.js';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

describe('layers', () => {
  tester.run('layers', architecture.rules.layers, {
    valid: [
      { filename: at('app/routes/blog/index.tsx'), code: "import { x } from '../../features/blog/x.ts';" },
      { filename: at('app/features/blog/x.ts'), code: "import { y } from '../../components/ui/button.tsx';" },
      { filename: at('app/components/site-header.tsx'), code: "import { z } from '../lib/cn.ts';" },
      { filename: at('app/lib/seo.ts'), code: "import { site } from '../../config/site.ts';" },
      { filename: at('server/app.ts'), code: "import { r } from '../rules/contact-rules.ts';" },
      { filename: at('server/app.ts'), code: "import { r } from '#rules/contact-rules.ts';" },
      { filename: at('scripts/bench-web.ts'), code: "import { p } from '../app/lib/prerender-paths.ts';" },
      { filename: at('app/lib/seo.test.ts'), code: "import { h } from '../routes/blog/index.tsx';" },
      { filename: at('server/app.ts'), code: "import { o } from './operator/app.ts';" },
      { filename: at('server/auth/app.ts'), code: "import { s } from './sign-up.ts';" },
      {
        filename: at('server/contact/intake.ts'),
        code: "import { r } from '../registrations/webinar-registration.ts';",
      },
      { filename: at('server/contact/intake.ts'), code: "import type { ServerDeps } from '../deps.ts';" },
      { filename: at('server/deps.ts'), code: "import type { MailQueue } from './mail/mail-queue.ts';" },
      { filename: at('server/lib/probes.ts'), code: "import { m } from '../db/migrate.ts';" },
      { filename: at('server/db/open.ts'), code: "import { r } from '../../rules/x.ts';" },
    ],
    invalid: [
      {
        filename: at('app/lib/seo.ts'),
        code: "import { c } from '../components/x.tsx';",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('app/components/x.tsx'),
        code: "import { f } from '../features/blog/x.ts';",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('app/features/blog/x.ts'),
        code: "const r = import('../../routes/blog/index.tsx');",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('rules/contact-rules.ts'),
        code: "import { s } from '../app/lib/seo.ts';",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('app/lib/supabase.ts'),
        code: "import { d } from '../../server/db/types.ts';",
        errors: [{ messageId: 'up' }],
      },
      { filename: at('server/app.ts'), code: "import { s } from '#app/lib/seo.ts';", errors: [{ messageId: 'up' }] },
      {
        filename: at('server/app.ts'),
        code: "export { x } from '../scripts/leads.ts';",
        errors: [{ messageId: 'up' }],
      },
      // The server's layers: apps → features → lib → db.
      { filename: at('server/auth/sign-up.ts'), code: "import { a } from './app.ts';", errors: [{ messageId: 'up' }] },
      {
        filename: at('server/site/handler.ts'),
        code: "import { s } from '../search/app.ts';",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('server/lib/probes.ts'),
        code: "import type { ServerDeps } from '../deps.ts';",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('server/lib/env.ts'),
        code: "import { m } from '../mail/mail-queue.ts';",
        errors: [{ messageId: 'up' }],
      },
      {
        filename: at('server/db/open.ts'),
        code: "import { l } from '../lib/logger.ts';",
        errors: [{ messageId: 'up' }],
      },
      { filename: at('server/mail/worker.ts'), code: "import { a } from '../app.ts';", errors: [{ messageId: 'up' }] },
    ],
  });
});

describe('feature-boundary', () => {
  tester.run('feature-boundary', architecture.rules['feature-boundary'], {
    valid: [{ filename: at('app/features/blog/a.ts'), code: "import { b } from './b.ts';" }],
    invalid: [
      {
        filename: at('app/features/blog/a.ts'),
        code: "import { c } from '../comments/c.ts';",
        errors: [{ messageId: 'cross' }],
      },
    ],
  });
});

describe('deep-imports', () => {
  tester.run('deep-imports', architecture.rules['deep-imports'], {
    valid: [
      { filename: at('app/routes/_marketing/home/view.tsx'), code: "import { s } from '#app/components/x.tsx';" },
      { filename: at('app/features/blog/x.ts'), code: "import { s } from '../../lib/session.ts';" },
      { filename: at('tests/e2e/x.spec.ts'), code: "import { a } from '../../server/app.ts';" },
    ],
    invalid: [
      {
        filename: at('app/routes/_marketing/home/view.tsx'),
        code: "import { s } from '../../../components/x.tsx';",
        errors: [{ messageId: 'deep', data: { source: '../../../components/x.tsx', alias: '#app/components/x.tsx' } }],
      },
      {
        filename: at('app/routes/_marketing/products/cloud-lms/route.tsx'),
        code: "const f = () => import('../../../../../rules/x.ts');",
        errors: [{ messageId: 'deep', data: { source: '../../../../../rules/x.ts', alias: '#rules/x.ts' } }],
      },
    ],
  });
});

describe('no-cycle', () => {
  // Fixture modules on disk (the rule follows imports through the files), removed afterwards.
  const dir = path.join(root, 'eslint', `no-cycle-fixture-${process.pid}`);
  const file = (name: string, code: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), code);
    return path.join(dir, name);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  file('types.ts', 'export type T = string;\n');
  file('uses-types.ts', "import type { T } from './types.ts';\nexport const t: T = '';\n");
  file('a.ts', "import type { B } from './b.ts';\nexport type A = { b: B };\n");
  file('b.ts', "import type { A } from './a.ts';\nexport type B = A[];\n");
  file('c.ts', "export { d } from './d.ts';\n");
  file('d.ts', "export const d = () => import('./c.ts');\n");

  tester.run('no-cycle', architecture.rules['no-cycle'], {
    valid: [
      { filename: path.join(dir, 'uses-types.ts'), code: "import type { T } from './types.ts';\nexport type U = T;" },
    ],
    invalid: [
      {
        // Type-only both ways: erased at run time, a cycle all the same.
        filename: path.join(dir, 'a.ts'),
        code: "import type { B } from './b.ts';\nexport type A = { b: B };",
        errors: [{ messageId: 'cycle' }],
      },
      {
        // Through a re-export and a dynamic import.
        filename: path.join(dir, 'c.ts'),
        code: "export { d } from './d.ts';",
        errors: [{ messageId: 'cycle' }],
      },
    ],
  });
});

describe('the project lint config', () => {
  // Inside the linted tree (tmp/ is ignored), removed afterwards.
  const dir = path.join(root, 'eslint', `cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on an import cycle, dynamic imports included', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'a.ts'), "export const a = () => import('./b.ts');\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\n\nexport const b = () => a;\n");
    const results = await new ESLint({ cwd: root }).lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    const rules = results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toEqual(['local/no-cycle', 'local/no-cycle']);
  });
});
