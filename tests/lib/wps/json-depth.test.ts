import { jsonDepth_max, jsonTooDeep } from '@/lib/wps/json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonTooDeep', () => {
  it('lets a body nested up to the limit through and refuses one level more', () => {
    expect(jsonTooDeep(nested(jsonDepth_max))).toBe(false);
    expect(jsonTooDeep(nested(jsonDepth_max + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(jsonDepth_max + 1) + '1' + '}'.repeat(jsonDepth_max + 1))).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ note: `\\"${'{'.repeat(1000)}\\"` }))).toBe(false);
    expect(jsonTooDeep(`["\\"", ${nested(jsonDepth_max)}]`)).toBe(true);
  });

  it('judges 20,000 levels in one pass, without parsing them', () => {
    const started = performance.now();
    expect(jsonTooDeep('['.repeat(20_000))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(20_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('takes ordinary bodies as they are', () => {
    expect(jsonTooDeep('')).toBe(false);
    expect(jsonTooDeep('{"username":"alice","password":"pw1234","remember":true}')).toBe(false);
    expect(jsonTooDeep('[1,[2,[3]],{"a":{"b":[]}}]')).toBe(false);
  });
});
