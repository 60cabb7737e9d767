import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, type Messages } from '@/lib/i18n/messages';

/**
 * Sends the client components below only the catalogue namespaces they read (the root layout
 * sends just the frame's), so a screen's messages travel with that screen alone.
 */
export async function IntlScope({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
