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
    expect(rules).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });
});
