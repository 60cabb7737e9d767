import { systemStatus } from '@/lib/system/status';

describe('systemStatus (SPEC §4)', () => {
  it('is 0 when neither flag is set', () => expect(systemStatus({ maintenance: false, regionRestriction: false })).toBe(0));
  it('is 1 in maintenance', () => expect(systemStatus({ maintenance: true, regionRestriction: false })).toBe(1));
  it('is 1 when both maintenance and region restriction hold', () => expect(systemStatus({ maintenance: true, regionRestriction: true })).toBe(1));
  it('is 2 when only the region is restricted', () => expect(systemStatus({ maintenance: false, regionRestriction: true })).toBe(2));
});
