/** Languages, catalogues and flags. Server-only parts (request language, request config) live in server.ts and request.ts. */
export { catalogueLanguages, languageCookie, pickLanguage, htmlLang, type CatalogueLanguage } from './locale';
export { languageNames, selectableLanguages, localeOf } from './languages';
export { languageFlag, flagEmoji } from './flags';
export { errorMessageKey } from './errors';
export { mergeMessages, clientNamespaces, pickNamespaces, type Messages } from './messages';
