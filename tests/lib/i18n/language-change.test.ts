import { debounce, languageChangeDebounce_ms } from '@/lib/i18n/language-change';

describe('language-change debounce (SPEC §4, §9 200 to 250 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 250 ms, within the SPEC range', () => {
    expect(languageChangeDebounce_ms).toBeGreaterThanOrEqual(200);
    expect(languageChangeDebounce_ms).toBeLessThanOrEqual(250);
  });

  it('runs once, 250 ms after the last of rapid picks, with the last pick', () => {
    const refresh = jest.fn();
    const pick = debounce(refresh, languageChangeDebounce_ms);
    pick('TH');
    jest.advanceTimersByTime(200);
    pick('VI');
    jest.advanceTimersByTime(200);
    pick('ZH');
    expect(pick.pending()).toBe(true);
    jest.advanceTimersByTime(languageChangeDebounce_ms - 1);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('ZH');
    expect(pick.pending()).toBe(false);
  });

  it('runs again for a pick after the quiet time, and not at all once cancelled', () => {
    const refresh = jest.fn();
    const pick = debounce(refresh, languageChangeDebounce_ms);
    pick('TH');
    jest.advanceTimersByTime(languageChangeDebounce_ms);
    pick('EN');
    jest.advanceTimersByTime(languageChangeDebounce_ms);
    expect(refresh.mock.calls).toEqual([['TH'], ['EN']]);
    pick('ZH');
    pick.cancel();
    jest.advanceTimersByTime(languageChangeDebounce_ms * 4);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
