import { emailMax_chars, validateEmail } from '@/lib/validation';

describe('validateEmail (SPEC §5: word characters, dotted segments, @, 1 to 3 segments of 2 to 3 letters)', () => {
  it.each([
    'a@b.co', 'john.doe@gmail.com', 'a_1@mail.co.uk', 'x.y.z@host.com.cn', 'USER9@Example.ORG', '  padded@mail.com  ',
  ])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    'plain', '@gmail.com', 'a@', 'a@b', 'a@b.c', 'a@b.comm', 'a@b.co.uk.cn.de', 'a..b@mail.com', '.a@mail.com',
    'a.@mail.com', 'a+tag@mail.com', 'a-b@mail.com', 'a@my-site.com', 'a@mail.example.com', 'a b@mail.com',
    'a@mail.c0m', 'ü@mail.com', 'a@@mail.com',
  ])('answers in_email_incorrect for %j', (email) => {
    expect(validateEmail(email)).toBe('emailIncorrect');
  });

  it('answers required for empty and blank input', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
  });

  it('takes at most 254 characters', () => {
    const at254 = `${'a'.repeat(254 - '@mail.com'.length)}@mail.com`;
    expect(at254).toHaveLength(emailMax_chars);
    expect(validateEmail(at254)).toBeNull();
    expect(validateEmail(`a${at254}`)).toBe('emailIncorrect');
  });
});
