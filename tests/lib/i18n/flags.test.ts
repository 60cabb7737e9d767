import { flagEmoji, languageFlag } from '@/lib/i18n/flags';

describe('languageFlag (SPEC §9 language → flag map)', () => {
  it.each([
    ['CN', 'CN'], ['EN', 'US'], ['TH', 'TH'], ['VI', 'VN'], ['MY', 'MM'], ['ES', 'ES'], ['HI', 'IN'], ['ID', 'ID'],
    ['KM', 'KH'], ['KO', 'KR'], ['KR', 'KR'], ['MS', 'MY'], ['PT', 'BR'], ['TW', 'TW'], ['UR', 'PK'], ['PT-BR', 'BR'],
  ])('%s → %s', (language, country) => {
    expect(languageFlag(language)).toBe(country);
  });

  it('draws JA as Japan and TA as India, since JA and TA are no country flags', () => {
    expect(languageFlag('JA')).toBe('JP');
    expect(languageFlag('TA')).toBe('IN');
  });

  it('shows our ZH catalogue with the CN flag', () => {
    expect(languageFlag('ZH')).toBe('CN');
  });

  it('ignores case and separator', () => {
    expect(languageFlag('en')).toBe('US');
    expect(languageFlag('pt_br')).toBe('BR');
  });

  it('knows no flag for an unknown or empty code', () => {
    expect(languageFlag('XX')).toBeNull();
    expect(languageFlag('')).toBeNull();
    expect(languageFlag(undefined)).toBeNull();
  });
});

describe('flagEmoji', () => {
  it('builds regional-indicator pairs', () => {
    expect(flagEmoji('US')).toBe('\u{1F1FA}\u{1F1F8}');
    expect(flagEmoji('vn')).toBe('\u{1F1FB}\u{1F1F3}');
  });

  it('draws nothing for anything but two letters', () => {
    expect(flagEmoji(null)).toBe('');
    expect(flagEmoji('USA')).toBe('');
    expect(flagEmoji('1A')).toBe('');
  });
});
