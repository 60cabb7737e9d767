import {
  forgetRememberedLogin, readRememberedLogin, rememberedLoginKey, sanitiseRememberedLogin, writeRememberedLogin,
  type KeyValueStorage,
} from '@/lib/auth/remembered-login';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

describe('remembered login', () => {
  it('keeps the method and the username, never a password', () => {
    const s = memoryStorage();
    writeRememberedLogin(s, { type: 'username', username: 'lucky7', password: 'secret1' } as never);
    const raw = s.data.get(rememberedLoginKey)!;
    expect(JSON.parse(raw)).toEqual({ type: 'username', username: 'lucky7' });
    expect(raw).not.toContain('secret1');
    expect(readRememberedLogin(s)).toEqual({ type: 'username', username: 'lucky7' });
  });

  it('keeps the mobile and dialing code of an SMS login, and the username remembered before', () => {
    const s = memoryStorage();
    writeRememberedLogin(s, { type: 'username', username: 'lucky7' });
    writeRememberedLogin(s, { type: 'sms', mobileNum: '13800138000', countryDialingCode: '+86', username: 'ignored' });
    expect(readRememberedLogin(s)).toEqual({ type: 'sms', username: 'lucky7', mobileNum: '13800138000', countryDialingCode: '+86' });
  });

  it('rewrites an old entry that holds a password without it', () => {
    const s = memoryStorage({ [rememberedLoginKey]: JSON.stringify({ type: 'username', username: 'lucky7', password: 'ZW5jb2RlZA==' }) });
    expect(readRememberedLogin(s)).toEqual({ type: 'username', username: 'lucky7' });
    expect(s.data.get(rememberedLoginKey)).not.toContain('password');
  });

  it('drops what is not a remembered login', () => {
    const s = memoryStorage({ [rememberedLoginKey]: '{not json' });
    expect(readRememberedLogin(s)).toBeNull();
    expect(s.data.has(rememberedLoginKey)).toBe(false);
    expect(sanitiseRememberedLogin([1, 2])).toBeNull();
    expect(sanitiseRememberedLogin({ type: 'sms', mobileNum: '12ab', countryDialingCode: '86' })).toEqual({ type: 'sms' });
  });

  it('forgets everything when remember me is unticked', () => {
    const s = memoryStorage();
    writeRememberedLogin(s, { type: 'username', username: 'lucky7' });
    forgetRememberedLogin(s);
    expect(readRememberedLogin(s)).toBeNull();
  });

  it('survives storage that throws (private mode)', () => {
    const broken: KeyValueStorage = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('denied'); },
      removeItem: () => { throw new Error('denied'); },
    };
    expect(readRememberedLogin(broken)).toBeNull();
    expect(() => writeRememberedLogin(broken, { type: 'username', username: 'x' })).not.toThrow();
    expect(() => forgetRememberedLogin(broken)).not.toThrow();
  });
});
