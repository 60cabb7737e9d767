import type { Messages } from './messages';
import type { CatalogueLanguage } from './locale';

/** Makes next-intl check every message key and locale against messages/en.json at compile time. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Lowercase<CatalogueLanguage>;
    Messages: Messages;
  }
}
