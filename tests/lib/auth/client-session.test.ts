import { autoLoginKey, clearClientSession } from '@/lib/auth/client-session';

describe('logout in the browser (SPEC §4)', () => {
  it('clears session storage and stores autoLogin=0', () => {
    const session = { clear: jest.fn() };
    const local = new Map<string, string>();
    clearClientSession({ sessionStorage: session, localStorage: { setItem: (k: string, v: string) => void local.set(k, v) } });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(autoLoginKey).toBe('autoLogin');
    expect(local.get('autoLogin')).toBe('0');
  });

  it('still sets autoLogin when session storage refuses', () => {
    const local = new Map<string, string>();
    const win = {
      get sessionStorage(): Pick<Storage, 'clear'> {
        throw new Error('SecurityError');
      },
      localStorage: { setItem: (k: string, v: string) => void local.set(k, v) },
    };
    expect(() => clearClientSession(win)).not.toThrow();
    expect(local.get('autoLogin')).toBe('0');
  });
});
