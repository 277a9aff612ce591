import type { Rule } from 'eslint';

/** The local rules of eslint/architecture.js, typed for their tests. */
export declare const architecture: {
  rules: Record<'feature-boundary' | 'layers' | 'no-cycle' | 'deep-imports', Rule.RuleModule>;
};
