import { normaliseHost } from '@/platform/src/modules/merchants/schema';

describe('normaliseHost', () => {
  it.each([
    ['Example.COM', 'example.com'], ['example.com:8080', 'example.com'], ['example.com.', 'example.com'], ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'], ['a b', null], ['', null], ['-bad.example', null], ['x'.repeat(64) + '.example', null],
  ])('%s → %s', (raw, host) => expect(normaliseHost(raw)).toBe(host));
});
