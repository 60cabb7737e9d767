import { afterLoginPath, safeNextPath } from '@/lib/auth/safe-next';

describe('safe next after login', () => {
  it('goes to a same-origin /m path with its query and hash', () => {
    expect(safeNextPath('/m/webEmail')).toBe('/m/webEmail');
    expect(safeNextPath('/m/gameList?gameType=RNG&vassalage=PG#top')).toBe('/m/gameList?gameType=RNG&vassalage=PG#top');
    expect(safeNextPath(['/m/set', '/m/home'])).toBe('/m/set');
  });

  it('goes to /m/home without a next or with one that is not ours', () => {
    for (const bad of [
      undefined, null, '', 'm/home', 'https://evil.example/m/home', '//evil.example/m/home', '/\\evil.example',
      '\\\\evil.example', 'javascript:alert(1)', '/wps/session/logout', '/status/maintenance', '/m', '/m/../wps/x',
      '/m/home\n', `/m/${'a'.repeat(3000)}`,
    ]) {
      expect([bad, safeNextPath(bad)]).toEqual([bad, '/m/home']);
    }
  });

  it('never sends a member back to a screen that logs in', () => {
    expect(safeNextPath('/m/login')).toBe('/m/home');
    expect(safeNextPath('/m/login?next=/m/set')).toBe('/m/home');
    expect(safeNextPath('/m/register')).toBe('/m/home');
    expect(safeNextPath('/m/trail/')).toBe('/m/home');
  });
});

describe('afterLoginPath', () => {
  it('sends a member who logs in for the first time to the first-password screen', () => {
    expect(afterLoginPath('/m/webEmail', true)).toBe('/m/changePsw?first=1');
  });
  it('otherwise goes where the login was asked from', () => {
    expect(afterLoginPath('/m/webEmail', false)).toBe('/m/webEmail');
  });
});
