import { systemStatusValue } from '@/platform/src/modules/merchants';
import { merchant } from './helpers';

describe('systemStatusValue', () => {
  const visitor = { ip: '8.8.8.8', country: 'US', host: null };
  it.each([
    [false, [], 0, false],
    [true, [], 1, false],
    [false, ['US'], 2, true],
    [true, ['US'], 1, true],
  ] as const)('maintenance %s, blocked %j gives status %i', (maintenance, blocked, status, restricted) => {
    const v = systemStatusValue(merchant({ maintenance, blockedCountries: [...blocked] }), visitor);
    expect(v.status).toBe(status);
    expect(v.regionRestriction).toBe(restricted);
  });

  it('does not restrict a visitor of unknown country', () => {
    expect(systemStatusValue(merchant({ blockedCountries: ['US'] }), { ip: '10.0.0.1', country: null, host: null }).status).toBe(0);
  });

  it('uses the first domain when no main domain is set', () => {
    expect(systemStatusValue(merchant(), visitor).info.mainDomain).toBe('m1.example');
  });
});
