import type { CSSProperties, ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { downloadBarScript } from '@/lib/content/rules';
import { brandVariables, themeMode } from '@/lib/frame/theme';
import { htmlLang } from '@/lib/i18n/locale';
import { localeOf } from '@/lib/i18n/languages';
import { clientNamespaces, pickNamespaces, type Messages } from '@/lib/i18n/messages';
import { requestLanguage } from '@/lib/i18n/server';
import { appColours, appIconPath, manifestPath } from '@/lib/pwa';
import { defaultSiteName } from '@/components/frame/frame';
import { ServiceWorkerRegistrar } from '@/components/pwa/service-worker-registrar';
import './globals.css';

/** The site's name, its installable app (manifest, home-screen icons) in every page's head. */
export async function generateMetadata(): Promise<Metadata> {
  const name = (await getSystemStatus())?.info.whitelabel.name || defaultSiteName;
  return {
    title: { template: `%s · ${name}`, default: name },
    applicationName: name,
    manifest: manifestPath,
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: appIconPath(180) },
    appleWebApp: { capable: true, title: name, statusBarStyle: 'black-translucent' },
  };
}

/** The browser's bars in the brand's background colour, as the installed app's manifest has it. */
export async function generateViewport(): Promise<Viewport> {
  const theme = (await getSystemStatus())?.info.whitelabel.theme;
  return { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: appColours(theme).background };
}

/** The document: language, theme (dark unless the merchant says light, brand colours as variables) and client messages. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [status, language, messages] = await Promise.all([getSystemStatus(), requestLanguage(), getMessages()]);
  const theme = status?.info.whitelabel.theme;
  // suppressHydrationWarning: the download bar's first-paint check may mark <html> before React hydrates it.
  return (
    <html suppressHydrationWarning lang={htmlLang(language)} data-theme={themeMode(theme)} style={brandVariables(theme) as CSSProperties}>
      <body>
        <script dangerouslySetInnerHTML={{ __html: downloadBarScript }} />
        <NextIntlClientProvider locale={localeOf(language)} messages={pickNamespaces(messages as Messages, clientNamespaces)}>
          {children}
        </NextIntlClientProvider>
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
