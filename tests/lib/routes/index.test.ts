import { allRoutes, routeRedirect } from '@/lib/routes';

describe('routeRedirect', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('sends the home alias %s to /m/home', (p) => {
    expect(routeRedirect(p)).toBe('/m/home');
  });

  it('sends /m/register.html to /m/register', () => {
    expect(routeRedirect('/m/register.html')).toBe('/m/register');
  });

  it.each(['/m/nowhere', '/m/home/extra', '/m/LOGIN', '/m/agent/team/unknown'])('sends the unknown path %s to /m/home', (p) => {
    expect(routeRedirect(p)).toBe('/m/home');
  });

  it('renders every screen of SPEC §2 as is', () => {
    for (const p of allRoutes) expect(routeRedirect(p)).toBeNull();
    // SPEC §2's 37 member and 15 agent screens, the in-house live chat (/m/chat, issue 18), the
    // member's own limits and breaks (/m/securityCenter/limits) and the tournaments (issue 19).
    expect(allRoutes).toHaveLength(37 + 15 + 1 + 2);
  });

  it('drops a trailing slash of a known screen', () => {
    expect(routeRedirect('/m/login/')).toBe('/m/login');
  });

  it('leaves paths outside /m alone', () => {
    expect(routeRedirect('/wps/system/status')).toBeNull();
    expect(routeRedirect('/status/maintenance')).toBeNull();
  });
});
