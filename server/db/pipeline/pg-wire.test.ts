import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { encodeMessages } from './pg-wire.ts';

const { serialize } = protocol;
const hex = (u: Uint8Array) => Buffer.from(u).toString('hex');

describe('encodeMessages', () => {
  it('writes Parse, Describe, Execute, Close and Sync byte for byte as the serializer PGlite ships', () => {
    const sql = 'select $1::text, $2::int -- ü';
    const ours = encodeMessages([
      { type: 'closeStatement', name: 'pipeline_1' },
      { type: 'parse', name: 'pipeline_2', sql },
      { type: 'describePortal' },
      { type: 'execute' },
      { type: 'sync' },
    ]);
    const reference = Buffer.concat([
      serialize.close({ type: 'S', name: 'pipeline_1' }),
      serialize.parse({ name: 'pipeline_2', text: sql }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    expect(hex(ours)).toBe(hex(reference));
  });

  it('writes Bind with no format codes (all text), lengths in bytes and -1 for null', () => {
    const ours = encodeMessages([{ type: 'bind', statement: 's', values: ['ü', null, ''] }]);
    const expected = [
      '42', // B
      '0000001b', // length 27, counting itself
      '00', // unnamed portal
      '7300', // statement "s"
      '0000', // no parameter format codes: all text
      '0003', // three parameters
      '00000002c3bc', // "ü" is two bytes of UTF-8
      'ffffffff', // null
      '00000000', // empty string
      '0000', // no result format codes: all text
    ].join('');
    expect(hex(ours)).toBe(expected);
  });
});
