import { gameExitPath, keepLobbyReturn, lobbyBackUrl, lobbyReturnMaxAge_ms, lobbyReturnScroll } from '@/lib/games/game-exit';

describe('a game page\'s exit (backUrl)', () => {
  it('leads to the lobby screen it names, with its query', () => {
    expect(gameExitPath('/m/slot-games?vassalage=LUCKYSTAR&gameName=lucky')).toBe('/m/slot-games?vassalage=LUCKYSTAR&gameName=lucky');
    expect(gameExitPath('/m/home?tab=fav')).toBe('/m/home?tab=fav');
  });

  it('leads home for anything but a path of this site under /m', () => {
    for (const bad of [
      undefined, null, '', 'm/home', 'https://evil.example/m/home', '//evil.example/m/home', '/\\evil.example', 'javascript:alert(1)',
      '/games/house/slot', '/wps/session/logout', '/m/../wps/x', '/m/%2e%2e/wps/x', '/m/home\n', `/m/${'a'.repeat(600)}`,
    ]) {
      expect([bad, gameExitPath(bad)]).toEqual([bad, '/m/home']);
    }
  });

  it('sends the lobby\'s path alone when its query would make the backUrl too long for launchGame', () => {
    expect(lobbyBackUrl('/m/slot-games', '?gameName=lucky')).toBe('/m/slot-games?gameName=lucky');
    expect(lobbyBackUrl('/m/slot-games', `?gameName=${'x'.repeat(600)}`)).toBe('/m/slot-games');
  });
});

describe('the lobby found as it was left', () => {
  const at_ms = 1_750_000_000_000;
  const kept = keepLobbyReturn('/m/slot-games?vassalage=LUCKYSTAR', 1234.4, at_ms);

  it('scrolls the screen the game was launched from back to where it stood', () => {
    expect(lobbyReturnScroll(kept, '/m/slot-games?vassalage=LUCKYSTAR', at_ms + 60_000)).toBe(1234);
  });

  it('leaves another screen, another tab or provider, and an old visit at the top', () => {
    expect(lobbyReturnScroll(kept, '/m/slot-games', at_ms)).toBeNull();
    expect(lobbyReturnScroll(kept, '/m/home', at_ms)).toBeNull();
    expect(lobbyReturnScroll(kept, '/m/slot-games?vassalage=LUCKYSTAR', at_ms + lobbyReturnMaxAge_ms + 1)).toBeNull();
    expect(lobbyReturnScroll(keepLobbyReturn('/m/home', 0, at_ms), '/m/home', at_ms)).toBeNull();
  });

  it('ignores nothing kept and what it cannot read', () => {
    expect(lobbyReturnScroll(null, '/m/home', at_ms)).toBeNull();
    expect(lobbyReturnScroll('{', '/m/home', at_ms)).toBeNull();
    expect(lobbyReturnScroll(JSON.stringify({ href: '/m/home', scrollY_px: '9' }), '/m/home', at_ms)).toBeNull();
  });
});
