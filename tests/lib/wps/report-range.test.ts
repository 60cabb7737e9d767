import { reportRange } from '@/lib/wps/report-range';

describe('reportRange', () => {
  const now = new Date('2026-03-15T10:00:00Z');
  it('defaults to the 31 days up to today', () => {
    expect(reportRange(now)).toMatchObject({ start: '2026-02-13', end: '2026-03-15' });
  });
  it('covers whole days, the end day included', () => {
    const r = reportRange(now, '2026-03-01', '2026-03-02');
    expect([r.from.toISOString(), r.to.toISOString()]).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-03T00:00:00.000Z']);
  });
  it('refuses more than 31 days and a start after the end', () => {
    expect(() => reportRange(now, '2026-01-01', '2026-02-01')).toThrow('date.range.invalid');
    expect(() => reportRange(now, '2026-03-02', '2026-03-01')).toThrow('date.range.invalid');
    expect(reportRange(now, '2026-01-01', '2026-01-31')).toMatchObject({ start: '2026-01-01', end: '2026-01-31' });
  });
  it('clips to the date picker bounds of SPEC §5 and refuses dates that do not exist', () => {
    expect(reportRange(now, '1999-12-01', '2000-02-10')).toMatchObject({ start: '2000-02-01', end: '2000-02-10' });
    expect(reportRange(now, '2030-01-20', '2031-01-01')).toMatchObject({ start: '2030-01-20', end: '2030-02-01' });
    expect(() => reportRange(now, '2026-02-30', '2026-03-01')).toThrow('request.invalid');
  });
});
