import { secretBox, SecretBoxError } from '@/platform/src/crypto/secret-box';

const secret = 'a-platform-secret-of-at-least-32-characters';

describe('secretBox', () => {
  it('opens what it sealed', () => {
    const box = secretBox(secret);
    expect(box.open(box.seal('https://chat.example.com/?key=abc'))).toBe('https://chat.example.com/?key=abc');
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('多语言 ✓'))).toBe('多语言 ✓');
  });

  it('never writes the plain text and seals the same text differently each time', () => {
    const box = secretBox(secret);
    const a = box.seal('livechat-license-123');
    const b = box.seal('livechat-license-123');
    expect(a).not.toContain('livechat');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.')).toBe(true);
  });

  it('refuses to open under another secret', () => {
    const sealed = secretBox(secret).seal('x');
    expect(() => secretBox(`${secret}-rotated`).open(sealed)).toThrow(SecretBoxError);
  });

  it('refuses a tampered or malformed value', () => {
    const box = secretBox(secret);
    const [v, iv, tag, ct] = box.seal('hello world').split('.');
    const flipped = Buffer.from(ct!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(SecretBoxError);
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
    expect(() => box.open('v2.a.b.c')).toThrow(SecretBoxError);
  });

  it('refuses a secret too short to derive a key from', () => {
    expect(() => secretBox('short')).toThrow(SecretBoxError);
  });
});
