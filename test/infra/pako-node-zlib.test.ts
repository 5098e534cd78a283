import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import nodePako from '#infra/definitions/bundle-shims/pako-node-zlib.ts';

const text = new TextEncoder().encode('LanePay payout report · '.repeat(200));

// test/infra/lambda-bundles.test.ts checks the shim inside the bundle: PDFs rendered there read as
// those pdf-lib renders with pako itself.
describe('pako on Node zlib (Lambda bundles)', () => {
  it('speaks the zlib format, as pako does by default, and returns plain Uint8Arrays', () => {
    const deflated = nodePako.deflate(text);
    expect(deflated.constructor).toBe(Uint8Array);
    expect([deflated[0], deflated[1]]).toEqual([0x78, 0x9c]);
    expect(new Uint8Array(inflateSync(deflated))).toEqual(text);
    const inflated = nodePako.inflate(deflateSync(text));
    expect(inflated.constructor).toBe(Uint8Array);
    expect(inflated).toEqual(text);
    expect(nodePako.deflate(text, { level: 9 })[1]).toBe(0xda);
  });

  it('refuses options it does not translate', () => {
    expect(() => nodePako.deflate(text, { raw: true } as never)).toThrow(/pako options raw are not supported/);
  });
});
