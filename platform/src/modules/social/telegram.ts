import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramCallback } from './schema';

/** A widget login older than this is refused: the signed fields must not serve as a lasting password. */
export const telegramMaxAge_s = 24 * 60 * 60;
/** How far ahead of our clock auth_date may be (clocks differ a little). */
export const telegramClockSkew_s = 5 * 60;

/**
 * Telegram's data-check-string: every received field but `hash`, as `key=value` lines sorted
 * by key and joined with "\n" (https://core.telegram.org/widgets/login#checking-authorization).
 */
export function telegramDataCheckString(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([k, v]) => k !== 'hash' && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/** HMAC-SHA256 (hex) of the data-check-string under SHA256(bot token), as Telegram signs it. */
export function telegramHash(fields: Record<string, string | undefined>, botToken: string): string {
  const secret = createHash('sha256').update(botToken, 'utf8').digest();
  return createHmac('sha256', secret).update(telegramDataCheckString(fields), 'utf8').digest('hex');
}

/** The widget fields without `provider`, which is ours and not signed. */
export function telegramFields(body: TelegramCallback): Record<string, string | undefined> {
  const { provider: _provider, ...fields } = body;
  return fields;
}

/**
 * True when Telegram signed these fields for this bot (compared in constant time) and the
 * login is at most a day old.
 */
export function verifyTelegramLogin(body: TelegramCallback, botToken: string, now: Date): boolean {
  const fields = telegramFields(body);
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  const given = Buffer.from(body.hash.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age_s = Math.floor(now.getTime() / 1000) - Number(body.auth_date);
  return age_s <= telegramMaxAge_s && age_s >= -telegramClockSkew_s;
}
