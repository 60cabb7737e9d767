import type { CSSProperties, ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { brandVariables, themeMode } from '@/lib/frame/theme';
import { htmlLang } from '@/lib/i18n/locale';
import { localeOf } from '@/lib/i18n/languages';
import { clientNamespaces, pickNamespaces, type Messages } from '@/lib/i18n/messages';
import { requestLanguage } from '@/lib/i18n/server';
import { defaultSiteName } from '@/components/frame/frame';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const name = (await getSystemStatus())?.info.whitelabel.name || defaultSiteName;
  return { title: { template: `%s · ${name}`, default: name }, applicationName: name };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0c111b',
};

/** The document: language, theme (dark unless the merchant says light, brand colours as variables) and client messages. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [status, language, messages] = await Promise.all([getSystemStatus(), requestLanguage(), getMessages()]);
  const theme = status?.info.whitelabel.theme;
  return (
    <html lang={htmlLang(language)} data-theme={themeMode(theme)} style={brandVariables(theme) as CSSProperties}>
      <body>
        <NextIntlClientProvider locale={localeOf(language)} messages={pickNamespaces(messages as Messages, clientNamespaces)}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
