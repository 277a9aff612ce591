import type { Rule } from 'eslint';

/** The local rules of eslint/architecture.js, typed for their tests. */
export declare const architecture: {
  rules: { 'feature-boundary': Rule.RuleModule; layers: Rule.RuleModule };
};
