import { describe, expect, it } from 'vitest';
import type { FunctionInfo } from './catalogue.ts';
import { RestError } from './errors.ts';
import { pickOverload } from './rpc.ts';

const fn = (args: string[], defaults = 0): FunctionInfo => ({
  name: 'f',
  args: args.map((name) => ({ name, type: 'text' })),
  defaults,
  returnsSet: false,
  columns: null,
  returnType: 'text',
  readOnly: true,
});

describe('pickOverload', () => {
  it('takes the overload whose arguments the request names, defaults left out', () => {
    const one = fn(['a']);
    const three = fn(['a', 'b', 'c'], 2);
    expect(pickOverload('f', [three, one], ['a'])).toBe(one);
    expect(pickOverload('f', [three, one], ['a', 'c'])).toBe(three);
    expect(pickOverload('f', [fn([], 0)], [])).toMatchObject({ args: [] });
  });

  it('refuses an unknown argument or a missing required one with PGRST202', () => {
    const only = fn(['a', 'b'], 1);
    for (const given of [['b'], ['a', 'x'], []]) {
      let error: unknown;
      try {
        pickOverload('f', [only], given);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).toJSON()).toMatchObject({ code: 'PGRST202' });
    }
  });
});
