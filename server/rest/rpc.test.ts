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
  rows: 0,
  readOnly: true,
});

describe('pickOverload', () => {
  it('takes the overload whose arguments the request names, defaults left out', () => {
    const one = fn(['a']);
    const three = fn(['a', 'b', 'c'], 2);
    const other = fn(['x']);
    expect(pickOverload('f', [three, other], ['a'])).toBe(three);
    expect(pickOverload('f', [one, other], ['a'])).toBe(one);
    expect(pickOverload('f', [three, one], ['a', 'c'])).toBe(three);
    expect(pickOverload('f', [fn([], 0)], [])).toMatchObject({ args: [] });
  });

  it('answers 300 PGRST203 when more than one overload fits, as PostgREST (PostgreSQL could not choose either)', () => {
    let error: unknown;
    try {
      pickOverload('f', [fn(['a', 'b', 'c'], 2), fn(['a'])], ['a']);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBe(300);
    expect((error as RestError).toJSON()).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.f(a => text), public.f(a => text, b => text, c => text)',
    });
  });

  it('lists the candidates by their argument lists, no arguments first, as PostgREST', () => {
    let error: unknown;
    try {
      pickOverload('f', [fn([''], 1), fn([], 0)], []);
    } catch (err) {
      error = err;
    }
    expect((error as RestError).toJSON()).toMatchObject({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.f(), public.f( => text)',
    });
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
