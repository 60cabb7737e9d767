import { z } from 'zod';
import { socialProviders } from '../words';

export { isSocialProvider, socialProviders, telegramWidgetFields, type SocialProvider } from '../words';

/**
 * Wire shapes of social one-click login (SPEC §1, §7: Facebook, Google, Telegram), our calls:
 *
 * - `GET /wps/session/social/start?provider=&redirectUri=` → `{url}`, the provider's
 *   authorization URL (Google: OpenID Connect with state, nonce and PKCE S256; Facebook:
 *   OAuth 2 with state). Telegram has no redirect of its own: it answers `{botName}` for the
 *   login widget. redirectUri is `<web origin>/auth/<provider>/callback` on one of the
 *   merchant's domains.
 * - `POST /wps/session/social/callback` with the code and state the provider sent back, or the
 *   Telegram login widget's signed fields → the login value (`{token, id, userName, type,
 *   firstTimeLogin}`), as a password login answers.
 */
export const socialProviderSchema = z.enum(socialProviders);


export const socialStartQuerySchema = z.object({
  provider: socialProviderSchema,
  redirectUri: z.string().trim().min(1).max(2048),
});
export type SocialStartQuery = z.infer<typeof socialStartQuerySchema>;

export const socialStartValueSchema = z.union([
  z.object({ url: z.string().url() }),
  z.object({ botName: z.string() }),
]);
export type SocialStartValue = z.infer<typeof socialStartValueSchema>;

/** Google and Facebook: what the provider appended to the redirect URI. */
export const socialCodeCallbackSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** RFC 9207: the issuer that answered, when the provider says it (Google, oidc-provider). */
  iss: z.string().max(2048).optional(),
});

/** Numbers of the widget travel as text: the hash is computed over the text as Telegram sent it. */
const digits = (max: number) => z.union([z.string().regex(new RegExp(`^[0-9]{1,${max}}$`)), z.number().int().nonnegative()]).transform(String);
const widgetText = (max: number) => z.string().max(max);

/** Telegram login widget: the user's fields, signed by Telegram with the bot token (`hash`). */
export const telegramCallbackSchema = z.object({
  provider: z.literal('telegram'),
  id: digits(20),
  first_name: widgetText(256),
  last_name: widgetText(256).optional(),
  username: widgetText(64).optional(),
  photo_url: widgetText(2048).optional(),
  auth_date: digits(12),
  hash: z.string().regex(/^[0-9a-f]{64}$/i),
}).strict();
export type TelegramCallback = z.infer<typeof telegramCallbackSchema>;

export const socialCallbackRequestSchema = z.discriminatedUnion('provider', [socialCodeCallbackSchema, telegramCallbackSchema]);
export type SocialCallbackRequest = z.infer<typeof socialCallbackRequestSchema>;

