import { hashPassword, parsePasswordHash, verifyPassword } from '@/platform/src/modules/members/password';
import { maskEmail, maskMobile } from '@/platform/src/modules/members/service';

describe('password hashes', () => {
  it('stores scrypt with its parameters, a 16-byte salt and a 32-byte hash', async () => {
    const h = await hashPassword('secret123');
    expect(h).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(h).not.toContain('secret123');
    const parsed = parsePasswordHash(h)!;
    expect(parsed.params).toEqual({ ln: 15, r: 8, p: 1 });
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.key).toHaveLength(32);
  });

  it('salts every hash afresh', async () => {
    expect(await hashPassword('secret123')).not.toBe(await hashPassword('secret123'));
  });

  it('verifies the right password only', async () => {
    const h = await hashPassword('secret123');
    expect(await verifyPassword('secret123', h)).toBe(true);
    expect(await verifyPassword('secret124', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, not today\'s defaults', async () => {
    const cheap = await hashPassword('secret123', { ln: 10, r: 8, p: 1 });
    expect(cheap.startsWith('$scrypt$ln=10,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('secret123', cheap)).toBe(true);
  });

  it('never matches a malformed hash, and refuses parameters that would exhaust memory', async () => {
    expect(await verifyPassword('secret123', 'secret123')).toBe(false);
    expect(await verifyPassword('secret123', '')).toBe(false);
    const h = await hashPassword('secret123');
    await expect(verifyPassword('secret123', h.replace('ln=15', 'ln=30'))).rejects.toThrow(/out of range/);
  });

  it('refuses to hash an empty or overlong password', async () => {
    await expect(hashPassword('')).rejects.toThrow();
    await expect(hashPassword('x'.repeat(129))).rejects.toThrow();
  });
});

describe('masking for member info', () => {
  it('keeps the first 3 and last 4 digits of a mobile number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('12345678')).toBe('123*5678');
    expect(maskMobile('123456')).toBe('****56');
    expect(maskMobile(null)).toBeNull();
  });

  it('keeps the start of an e-mail\'s local part and its domain', () => {
    expect(maskEmail('lucky.star@example.com')).toBe('lu***@example.com');
    expect(maskEmail('abc@example.com')).toBe('a***@example.com');
    expect(maskEmail(null)).toBeNull();
  });
});
