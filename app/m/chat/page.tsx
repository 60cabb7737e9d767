import { getTranslations } from 'next-intl/server';
import { chatBackHref, chatHeaderColor } from '@/lib/chat/view';
import { IntlScope } from '@/components/account/intl-scope';
import { ChatScreen } from '@/components/chat/chat-screen';
import { pageMetadata } from '@/components/frame/page-metadata';

export const generateMetadata = () => pageMetadata('chat');

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/**
 * /m/chat – the in-house live chat (CBS3), where the chat launch (GET /wps/chat/launch) sends a
 * member: `?back=` (a path of this site), `?color=` (the header's colour), `?title=`, `?lang=`.
 * No token is in the address: the screen's calls and socket carry the session cookie.
 */
export default async function ChatPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [q, t] = await Promise.all([searchParams, getTranslations('chat')]);
  const title = one(q.title)?.slice(0, 40) || t('title');
  return (
    <IntlScope namespaces={['chat', 'frame', 'errors']}>
      <ChatScreen title={title} backHref={chatBackHref(one(q.back))} headerColor={chatHeaderColor(one(q.color))} />
    </IntlScope>
  );
}
