import { localeOf, selectableLanguages } from '@/lib/i18n/languages';

describe('selectableLanguages', () => {
  it('offers every catalogue while the merchant is unknown', () => {
    expect(selectableLanguages(null)).toEqual(['EN', 'ZH', 'TH', 'VI', 'ID']);
  });

  it('offers the merchant languages we can show, in our order', () => {
    expect(selectableLanguages(['th', 'EN', 'JA'])).toEqual(['EN', 'TH']);
  });

  it('falls back to English when nothing matches', () => {
    expect(selectableLanguages(['JA'])).toEqual(['EN']);
  });
});

describe('localeOf', () => {
  it('is the lower-case code', () => {
    expect(localeOf('ZH')).toBe('zh');
  });
});
