export { isIndexable, pageParams } from './pages';
export { robotsTxt, closedPaths } from './robots';
export { sitemapPages, sitemapXml, sitemapItemCap, type SiteContent, type SitemapPage } from './sitemap';
export { hreflangOf, langParam, pathHeader, searchHeader, languageOfParam, pageAddresses, pageUrl, paramOfLanguage, siteOrigin, type PageAddresses } from './urls';
export { brandJsonLd, openGraphLocale } from './brand';
export { htmlSummary, pageMeta, type PageMetaInput } from './metadata';
