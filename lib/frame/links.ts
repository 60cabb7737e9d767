import type { SocialLink } from '@/lib/wps/schemas/system';

/**
 * A link from merchant configuration, usable as an external href: http(s) only, so a
 * configured `javascript:` or data URL can never become a link on our pages.
 */
export function externalHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Icon and label of a social link: TELEGRAM_1 is a second Telegram channel. */
export function socialKind(labelNameEn: string): string {
  const l = labelNameEn.trim().toUpperCase();
  if (l.startsWith('TELEGRAM')) return 'TELEGRAM';
  if (l === 'BEGINNER_GUIDE' || l === 'GUIDE') return 'GUIDE';
  return l;
}

/** SPEC §2 left side menu: Facebook, Telegram, WhatsApp, Viber and beginner guide, each when a link exists. */
export const sideMenuSocialKinds = ['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'VIBER', 'GUIDE'] as const;
/** SPEC §2 footer: Instagram, WhatsApp, YouTube, TikTok, Facebook, Twitter, Telegram, Viber, each when a link exists. */
export const footerSocialKinds = ['INSTAGRAM', 'WHATSAPP', 'YOUTUBE', 'TIKTOK', 'FACEBOOK', 'TWITTER', 'TELEGRAM', 'VIBER'] as const;
export type SocialKind = (typeof sideMenuSocialKinds)[number] | (typeof footerSocialKinds)[number];

export interface ShownSocialLink {
  kind: SocialKind;
  href: string;
}

function pick(links: readonly SocialLink[] | null | undefined, kinds: readonly SocialKind[]): ShownSocialLink[] {
  const out: ShownSocialLink[] = [];
  for (const kind of kinds) {
    for (const l of links ?? []) {
      const href = externalHref(l.url);
      if (href && socialKind(l.labelNameEn) === kind) out.push({ kind, href });
    }
  }
  return out;
}

export function sideMenuSocialLinks(links: readonly SocialLink[] | null | undefined): ShownSocialLink[] {
  return pick(links, sideMenuSocialKinds);
}

export function footerSocialLinks(links: readonly SocialLink[] | null | undefined): ShownSocialLink[] {
  return pick(links, footerSocialKinds);
}

/** SPEC §2: official channel icons are the customer-service entries of type FACEBOOK or YOUTUBE. */
export interface OfficialChannel {
  kind: 'FACEBOOK' | 'YOUTUBE';
  href: string;
  title: string;
}

export function officialChannels(entries: ReadonlyArray<{ csType: string; path: string; title: string }> | null | undefined): OfficialChannel[] {
  const out: OfficialChannel[] = [];
  for (const e of entries ?? []) {
    const kind = e.csType.trim().toUpperCase();
    const href = externalHref(e.path);
    if ((kind === 'FACEBOOK' || kind === 'YOUTUBE') && href) out.push({ kind, href, title: e.title });
  }
  return out;
}

/** A path of this site's mobile screens (the in-house live chat is `/m/chat`): /m/ and plain path characters only. */
const inAppPath = /^\/m\/[A-Za-z0-9/_-]*$/;

/**
 * SPEC §2 home: the floating customer-service button, only when a contact sits at LIVECHAT-1
 * with a usable link: an operator's external chat (http or https, opened beside the site) or a
 * screen of this site such as the in-house chat `/m/chat` (opened in place, `internal`).
 */
export function liveChatLink(
  entries: ReadonlyArray<{ position?: string | null; path: string; title: string }> | null | undefined,
): { href: string; title: string; internal: boolean } | null {
  const e = entries?.find((c) => c.position === 'LIVECHAT-1');
  if (!e) return null;
  const path = e.path.trim();
  if (inAppPath.test(path)) return { href: path, title: e.title, internal: true };
  const href = externalHref(path);
  return href ? { href, title: e.title, internal: false } : null;
}

/**
 * SPEC §2 message centre: its Telegram link. A customer-service entry of type TELEGRAM is the
 * support channel and wins; else the merchant's Telegram social link; null without either.
 */
export function telegramLink(
  customerService: ReadonlyArray<{ csType: string; path: string; title: string }> | null | undefined,
  socials: readonly SocialLink[] | null | undefined,
): { href: string; title: string } | null {
  for (const e of customerService ?? []) {
    const href = e.csType.trim().toUpperCase() === 'TELEGRAM' ? externalHref(e.path) : null;
    if (href) return { href, title: e.title };
  }
  for (const s of socials ?? []) {
    const href = socialKind(s.labelNameEn) === 'TELEGRAM' ? externalHref(s.url) : null;
    if (href) return { href, title: '' };
  }
  return null;
}
