/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { LanguageSwitcher } from '@/components/frame/language-switcher';
import { languageChangeDebounce_ms } from '@/lib/i18n/language-change';
import { renderWithIntl } from './render';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const options = [{ code: 'EN', name: 'English', flag: 'US' }, { code: 'TH', name: 'ไทย', flag: 'TH' }, { code: 'ZH', name: '中文', flag: 'CN' }];
const language = () => document.cookie.match(/language=([^;]+)/)?.[1];

describe('LanguageSwitcher (SPEC §4 language change)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    router.refresh.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('re-renders the page once, 250 ms after the last of rapid picks, in the language picked last', () => {
    renderWithIntl(<LanguageSwitcher options={options} current="EN" label="Language" variant="list" />);
    fireEvent.click(screen.getByRole('button', { name: /ไทย/ }));
    act(() => { jest.advanceTimersByTime(100); });
    fireEvent.click(screen.getByRole('button', { name: /中文/ }));
    expect(language()).toBe('ZH');
    act(() => { jest.advanceTimersByTime(languageChangeDebounce_ms - 1); });
    expect(router.refresh).not.toHaveBeenCalled();
    act(() => { jest.advanceTimersByTime(1); });
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('takes a pick back to the page language while another waits, and ignores it otherwise', () => {
    renderWithIntl(<LanguageSwitcher options={options} current="EN" label="Language" variant="list" />);
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    act(() => { jest.advanceTimersByTime(languageChangeDebounce_ms * 2); });
    expect(router.refresh).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /ไทย/ }));
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(language()).toBe('EN');
    act(() => { jest.advanceTimersByTime(languageChangeDebounce_ms); });
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
