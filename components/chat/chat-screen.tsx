'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { wpsFetch } from '@/lib/net/wps-fetch';
import { errorMessageKey } from '@/lib/i18n/errors';
import { mergeMessages, pictureProblem, typingSent_ms, typingShown_ms } from '@/lib/chat/view';
import type { ChatMessage } from '@/lib/wps/schemas/messages';
import { BackControl } from '@/components/frame/back-control';
import { ChatImage } from './chat-image';
import { useChatSocket } from './use-chat-socket';
import frame from '@/components/frame/frame.module.css';
import styles from './chat.module.css';

export interface ChatScreenProps {
  title: string;
  backHref: string;
  headerColor: string | null;
}

const readFile = (file: File) => new Promise<string>((resolve, reject) => {
  const r = new FileReader();
  r.onload = () => resolve(String(r.result));
  r.onerror = () => reject(r.error ?? new Error('read failed'));
  r.readAsDataURL(file);
});

/**
 * The member's live chat (CBS3) on a phone: the conversation (newest at the bottom, older pages
 * on request), the operators' answers and typing pushed over the chat socket, text and pictures
 * sent over HTTP. Every answer seen here is marked read, so the unread badges empty.
 */
export function ChatScreen({ title, backHref, headerColor }: ChatScreenProps) {
  const t = useTranslations('chat');
  const te = useTranslations();
  const tf = useTranslations('frame');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [more, setMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [, tick] = useState(0);
  const lastTyping = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const file = useRef<HTMLInputElement>(null);

  const showError = (code: string) => setError(te(errorMessageKey(code)));
  const markRead = useCallback(() => void wpsFetch('chatRead', {}), []);

  const load = useCallback(async () => {
    const r = await wpsFetch('chatMessages', { limit: 50 });
    if (!r.success) return showError(r.errorCode);
    setMessages((cur) => mergeMessages(cur, r.value.messages));
    setMore(r.value.more);
    setLoaded(true);
    if (r.value.unReadCount > 0) markRead();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markRead]);

  const socket = useChatSocket('/wps/chat/ws', (e) => {
    if (e.type === 'message') {
      const m = e.message as ChatMessage;
      setMessages((cur) => mergeMessages(cur, [m]));
      if (m.sender === 'operator') {
        setTypingUntil(0);
        markRead();
      }
    } else if (e.type === 'typing' && e.from === 'operator') {
      setTypingUntil(Date.now() + typingShown_ms);
    }
  });

  // First load, and again after each reconnect: what was said while the socket was down.
  useEffect(() => void load(), [load, socket.reconnects]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  useEffect(() => {
    if (!typingUntil) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, typingUntil - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const older = async () => {
    const first = messages[0];
    if (!first) return;
    const r = await wpsFetch('chatMessages', { limit: 50, before: first.id });
    if (!r.success) return showError(r.errorCode);
    setMessages((cur) => mergeMessages(r.value.messages, cur));
    setMore(r.value.more);
  };

  const onInput = (v: string) => {
    setText(v);
    const now = Date.now();
    if (v && now - lastTyping.current > typingSent_ms) {
      lastTyping.current = now;
      socket.send({ type: 'typing' });
    }
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    const r = await wpsFetch('chatSend', { body });
    setSending(false);
    if (!r.success) return showError(r.errorCode);
    setText('');
    setMessages((cur) => mergeMessages(cur, [r.value.message]));
  };

  const sendPicture = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    const problem = pictureProblem(f);
    if (problem) return showError(problem);
    setSending(true);
    setError(null);
    const r = await wpsFetch('chatImageSend', { image: await readFile(f) });
    setSending(false);
    if (!r.success) return showError(r.errorCode);
    setMessages((cur) => mergeMessages(cur, [r.value.message]));
  };

  const typing = typingUntil > Date.now();
  return (
    <section className={styles.screen} data-testid="chat-screen">
      <header className={styles.header} style={headerColor ? { background: headerColor } : undefined}>
        <BackControl target={{ kind: 'href', href: backHref }} label={tf('back')} />
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.status} data-testid="chat-status" data-state={socket.state}>
          {socket.state === 'open' ? t('online') : socket.state === 'connecting' ? t('connecting') : t('offline')}
        </span>
      </header>
      <div className={styles.thread}>
        {more && <button type="button" className={styles.older} onClick={() => void older()}>{t('older')}</button>}
        {loaded && messages.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
        <ol ref={list} className={styles.messages} aria-live="polite" data-testid="chat-messages">
          {messages.map((m) => (
            <li key={m.id} className={m.sender === 'member' ? styles.mine : styles.theirs} data-sender={m.sender}>
              <span className={frame.srOnly}>{m.sender === 'member' ? t('you') : t('agent')}: </span>
              {m.image ? <ChatImage id={m.image.id} width={m.image.width} height={m.image.height} alt={t('picture')} source="member" /> : <p className={styles.body}>{m.body}</p>}
              <time className={styles.time} dateTime={m.createdAt}>{m.createdAt.slice(11, 16)}</time>
            </li>
          ))}
        </ol>
        {typing && <p className={styles.typing} data-testid="chat-typing">{t('typing')}</p>}
      </div>
      {error && <p className={styles.error} role="alert">{error}</p>}
      <form className={styles.composer} onSubmit={(e) => void send(e)}>
        <label className={styles.attach}>
          <span className={frame.srOnly}>{t('attach')}</span>
          <input ref={file} type="file" accept="image/png,image/jpeg" onChange={(e) => void sendPicture(e.target.files?.[0])} disabled={sending} data-testid="chat-attach" />
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path fill="currentColor" d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5z" /></svg>
        </label>
        <input
          className={styles.input} value={text} maxLength={1000} onChange={(e) => onInput(e.target.value)}
          placeholder={t('placeholder')} aria-label={t('placeholder')} data-testid="chat-input" enterKeyHint="send"
        />
        <button type="submit" className={styles.send} disabled={sending || !text.trim()} data-testid="chat-send">{t('send')}</button>
      </form>
    </section>
  );
}
