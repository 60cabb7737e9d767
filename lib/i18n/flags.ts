/**
 * SPEC §9 language → flag map: CN, EN→US, JA, TH, VI→VN, MY→MM, ES, HI→IN, ID, KM→KH, KO/KR,
 * MS→MY, PT→BR, TA, TW, UR→PK, PT-BR→BR. Entries without an arrow name their own flag there,
 * because the original used image files named by language. We draw flags as regional-indicator
 * emoji, which need ISO 3166 country codes, so two of those become countries: JA → JP (Japan)
 * and TA → IN (Tamil: most speakers live in India; "TA" would draw Tristan da Cunha). Our
 * catalogue's ZH is the SPEC's CN.
 */
const flags: Readonly<Record<string, string>> = {
  CN: 'CN',
  ZH: 'CN',
  'ZH-CN': 'CN',
  EN: 'US',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'BR',
  'PT-BR': 'BR',
  TA: 'IN',
  TW: 'TW',
  'ZH-TW': 'TW',
  UR: 'PK',
};

/** The country whose flag stands for a language code (any case, '-' or '_'), or null when unknown. */
export function languageFlag(code: string | null | undefined): string | null {
  if (!code) return null;
  return flags[code.trim().toUpperCase().replace('_', '-')] ?? null;
}

/** A two-letter country code as a flag emoji (two regional-indicator symbols); '' when not two letters. */
export function flagEmoji(country: string | null | undefined): string {
  const c = country?.toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(c)) return '';
  return String.fromCodePoint(...[...c].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}
