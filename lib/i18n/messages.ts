import type en from '@/messages/en.json';
import type { CatalogueLanguage } from './locale';

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

/** Catalogues load on demand: a request pulls in its own language (and English) only. */
const loaders: Record<CatalogueLanguage, () => Promise<{ default: unknown }>> = {
  EN: () => import('@/messages/en.json'),
  ZH: () => import('@/messages/zh.json'),
  TH: () => import('@/messages/th.json'),
  VI: () => import('@/messages/vi.json'),
  ID: () => import('@/messages/id.json'),
};

/** A namespace of messages; a message is a string, or the array a compiled message becomes at build time. */
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid on `base`, key by key: what a catalogue lacks falls back to the base text. */
export function mergeMessages(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = isTree(v) && isTree(b) ? mergeMessages(b, v) : v;
  }
  return out;
}

/**
 * The messages of a language, complete: English is the reference catalogue (and the type of
 * every key), the others may translate part of it for now and fall back to English elsewhere.
 */
export async function loadMessages(language: CatalogueLanguage): Promise<Messages> {
  const base = (await loaders.EN()).default as Tree;
  if (language === 'EN') return base as unknown as Messages;
  const own = (await loaders[language]()).default as Tree;
  return mergeMessages(base, own) as unknown as Messages;
}

/** Only the namespaces client components read; the rest of a catalogue stays on the server. */
export const clientNamespaces = ['titles', 'frame'] as const satisfies ReadonlyArray<keyof Messages>;

export function pickNamespaces<K extends keyof Messages>(messages: Messages, keys: readonly K[]): Pick<Messages, K> {
  const out = {} as Pick<Messages, K>;
  for (const k of keys) out[k] = messages[k];
  return out;
}
