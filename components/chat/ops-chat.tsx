'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { errorMessageKey } from '@/lib/i18n/errors';
import { badgeText } from '@/lib/frame/badge';
import { mergeMessages, pictureProblem, typingSent_ms, typingShown_ms } from '@/lib/chat/view';
import type { ChatConversation, ChatMessage } from '@/lib/wps/schemas/messages';
import { ChatImage } from './chat-image';
import { useChatSocket } from './use-chat-socket';
import chat from './chat.module.css';
import styles from './ops-chat.module.css';

type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string };
interface Canned { id: string; title: string; body: string }

/** One call of the page's backend (lib/bff/ops-chat.ts): /ops/chat/api/<path> → /bo/chat/<merchant>/<path>. */
async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Envelope<T>> {
  try {
    const res = await fetch(`/ops/chat/api/${path}`, {
      method, credentials: 'same-origin', cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { success?: boolean; value?: T; errorCode?: string };
    return json.success ? { success: true, value: json.value as T } : { success: false, errorCode: json.errorCode ?? 'unknown.error' };
  } catch {
    return { success: false, errorCode: 'upstream.unavailable' };
  }
}

/** The operator's sign-in: the back-office token, checked by the platform and kept in an httpOnly cookie. */
export function OpsSignIn() {
  const t = useTranslations('chat.ops');
  const te = useTranslations();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await fetch('/ops/chat/session', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) }).catch(() => null);
    const json = (await res?.json().catch(() => null)) as { success?: boolean; errorCode?: string } | null;
    if (json?.success) window.location.reload();
    else setError(te(errorMessageKey(json?.errorCode ?? 'upstream.unavailable')));
  };
  return (
    <form className={styles.signIn} onSubmit={(e) => void submit(e)}>
      <h1>{t('heading')}</h1>
      <label>
        {t('tokenLabel')}
        <input type="password" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" data-testid="ops-token" />
      </label>
      <button type="submit" disabled={!token.trim()} data-testid="ops-sign-in">{t('signIn')}</button>
      {error && <p role="alert" className={styles.error}>{error}</p>}
    </form>
  );
}

/**
 * The operators' live chat page: every conversation of the merchant with its unread count and
 * operator, updated live over the operators' socket; the chosen one's thread, the member's typing,
 * and answers as text, canned answers or pictures. Taking, releasing, closing and reopening a
 * conversation are one click each.
 */
export function OpsChat({ merchant }: { merchant: string }) {
  const t = useTranslations('chat.ops');
  const te = useTranslations();
  const [filter, setFilter] = useState<'open' | 'closed' | 'all'>('open');
  const [conversations, setConversations] = useState<ChatConversation[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<Record<string, number>>({});
  const [canned, setCanned] = useState<Canned[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [, tick] = useState(0);
  const activeRef = useRef<string | null>(null);
  activeRef.current = active;
  const lastTyping = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const file = useRef<HTMLInputElement>(null);

  const fail = (code: string) => setError(te(errorMessageKey(code)));
  const loadList = useCallback(async () => {
    const r = await api<ChatConversation[]>('GET', `conversations?status=${filter}`);
    if (r.success) setConversations(r.value);
  }, [filter]);
  const loadThread = useCallback(async (id: string) => {
    const r = await api<{ messages: ChatMessage[] }>('GET', `conversations/${id}/messages?limit=100`);
    if (!r.success) return;
    setMessages(r.value.messages);
    await api('POST', `conversations/${id}/read`);
  }, []);

  const socket = useChatSocket('/ops/chat/ws', (e) => {
    if (e.type === 'conversation') {
      const c = e.conversation as ChatConversation;
      setConversations((cur) => {
        const rest = cur.filter((x) => x.id !== c.id);
        const shown = filter === 'all' || c.status === filter;
        return (shown ? [c, ...rest] : rest).sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
      });
    } else if (e.type === 'message') {
      const m = e.message as ChatMessage;
      setTyping((cur) => ({ ...cur, [m.conversationId]: 0 }));
      if (m.conversationId === activeRef.current) {
        setMessages((cur) => mergeMessages(cur, [m]));
        if (m.sender === 'member') void api('POST', `conversations/${m.conversationId}/read`);
      }
    } else if (e.type === 'typing' && e.from === 'member') {
      setTyping((cur) => ({ ...cur, [String(e.conversationId)]: Date.now() + typingShown_ms }));
      setTimeout(() => tick((n) => n + 1), typingShown_ms + 50);
    }
  });

  useEffect(() => void loadList(), [loadList, socket.reconnects]);
  useEffect(() => {
    void api<Canned[]>('GET', 'canned').then((r) => r.success && setCanned(r.value));
  }, []);
  useEffect(() => {
    if (active) void loadThread(active);
  }, [active, loadThread, socket.reconnects]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const current = conversations.find((c) => c.id === active) ?? null;
  const reply = async (body: { body: string } | { cannedId: string }) => {
    if (!active) return;
    setError(null);
    const r = await api<{ message: ChatMessage }>('POST', `conversations/${active}/messages`, body);
    if (!r.success) return fail(r.errorCode);
    setMessages((cur) => mergeMessages(cur, [r.value.message]));
    if ('body' in body) setText('');
  };
  const picture = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f || !active) return;
    const problem = pictureProblem(f);
    if (problem) return fail(problem);
    const image = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsDataURL(f);
    });
    const r = await api<{ message: ChatMessage }>('POST', `conversations/${active}/image`, { image });
    if (!r.success) return fail(r.errorCode);
    setMessages((cur) => mergeMessages(cur, [r.value.message]));
  };
  const change = async (path: 'assign' | 'status', body: unknown) => {
    if (!active) return;
    const r = await api<ChatConversation>('POST', `conversations/${active}/${path}`, body);
    if (!r.success) return fail(r.errorCode);
    setConversations((cur) => cur.map((c) => (c.id === r.value.id ? r.value : c)));
  };
  const addCanned = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const r = await api<Canned>('POST', 'canned', { title: String(form.get('title') ?? ''), body: String(form.get('body') ?? '') });
    if (!r.success) return fail(r.errorCode);
    setCanned((cur) => [...cur, r.value]);
    e.currentTarget.reset();
  };
  const signOut = async () => {
    await fetch('/ops/chat/session', { method: 'DELETE', credentials: 'same-origin' }).catch(() => null);
    window.location.reload();
  };
  const onInput = (v: string) => {
    setText(v);
    const now = Date.now();
    if (active && v && now - lastTyping.current > typingSent_ms) {
      lastTyping.current = now;
      socket.send({ type: 'typing', conversationId: active });
    }
  };
  const isTyping = (id: string) => (typing[id] ?? 0) > Date.now();

  return (
    <div className={styles.page} data-testid="ops-chat" data-socket={socket.state}>
      <aside className={styles.side}>
        <header className={styles.sideHead}>
          <h1>{t('signedInAs', { merchant })}</h1>
          <button type="button" onClick={() => void signOut()}>{t('signOut')}</button>
        </header>
        <div className={styles.filters} role="tablist" aria-label={t('conversations')}>
          {(['open', 'closed', 'all'] as const).map((f) => (
            <button key={f} type="button" role="tab" aria-selected={filter === f} onClick={() => setFilter(f)}>{t(f)}</button>
          ))}
        </div>
        {conversations.length === 0 && <p className={styles.muted}>{t('none')}</p>}
        <ul className={styles.conversations} data-testid="ops-conversations">
          {conversations.map((c) => (
            <li key={c.id}>
              <button type="button" className={c.id === active ? styles.current : undefined} onClick={() => setActive(c.id)} data-testid="ops-conversation" data-username={c.username}>
                <span className={styles.who}>{c.username}{badgeText(c.unread) && <span className={styles.badge}>{badgeText(c.unread)}</span>}</span>
                <span className={styles.preview}>{isTyping(c.id) ? t('memberTyping') : c.lastMessage}</span>
                <span className={styles.muted}>{c.operator ? t('assignedTo', { name: c.operator }) : t('unassigned')}</span>
              </button>
            </li>
          ))}
        </ul>
        <details className={styles.cannedBox}>
          <summary>{t('canned')}</summary>
          <ul>
            {canned.map((c) => (
              <li key={c.id}>
                <strong>{c.title}</strong> {c.body}
                <button type="button" onClick={() => void api('DELETE', `canned/${c.id}`).then((r) => r.success && setCanned((cur) => cur.filter((x) => x.id !== c.id)))}>{t('cannedRemove')}</button>
              </li>
            ))}
          </ul>
          <form onSubmit={(e) => void addCanned(e)}>
            <input name="title" placeholder={t('cannedTitle')} aria-label={t('cannedTitle')} maxLength={60} required />
            <textarea name="body" placeholder={t('cannedBody')} aria-label={t('cannedBody')} maxLength={1000} required />
            <button type="submit">{t('cannedAdd')}</button>
          </form>
        </details>
      </aside>
      <main className={styles.thread}>
        {!current ? <p className={styles.muted}>{t('choose')}</p> : (
          <>
            <header className={styles.threadHead}>
              <h2>{current.username}</h2>
              <span className={styles.muted}>{current.operator ? t('assignedTo', { name: current.operator }) : t('unassigned')}</span>
              <button type="button" onClick={() => void change('assign', {})} data-testid="ops-take">{t('take')}</button>
              <button type="button" onClick={() => void change('assign', { operator: null })}>{t('release')}</button>
              {current.status === 'open'
                ? <button type="button" onClick={() => void change('status', { status: 'closed' })}>{t('close')}</button>
                : <button type="button" onClick={() => void change('status', { status: 'open' })}>{t('reopen')}</button>}
            </header>
            <ol ref={list} className={chat.messages} data-testid="ops-messages" aria-live="polite">
              {messages.map((m) => (
                <li key={m.id} className={m.sender === 'operator' ? styles.mine : styles.theirs} data-sender={m.sender}>
                  <span className={styles.muted}>{m.sender === 'operator' ? `${t('operator')} ${m.operator ?? ''}` : t('member')} · {m.createdAt.slice(11, 16)}</span>
                  {m.image ? <ChatImage id={m.image.id} width={m.image.width} height={m.image.height} alt={m.sender} source="operator" /> : <p>{m.body}</p>}
                </li>
              ))}
            </ol>
            {isTyping(current.id) && <p className={styles.muted} data-testid="ops-typing">{t('memberTyping')}</p>}
            {error && <p role="alert" className={styles.error}>{error}</p>}
            <form className={styles.composer} onSubmit={(e) => { e.preventDefault(); if (text.trim()) void reply({ body: text.trim() }); }}>
              {canned.length > 0 && (
                <select aria-label={t('canned')} value="" onChange={(e) => e.target.value && void reply({ cannedId: e.target.value })}>
                  <option value="">{t('canned')}</option>
                  {canned.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
                </select>
              )}
              <input value={text} onChange={(e) => onInput(e.target.value)} placeholder={t('placeholder')} aria-label={t('placeholder')} maxLength={1000} data-testid="ops-input" />
              <input ref={file} type="file" accept="image/png,image/jpeg" aria-label={te('chat.attach')} onChange={(e) => void picture(e.target.files?.[0])} />
              <button type="submit" disabled={!text.trim()} data-testid="ops-send">{te('chat.send')}</button>
            </form>
          </>
        )}
      </main>
    </div>
  );
}
