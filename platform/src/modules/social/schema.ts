import { z } from 'zod';
import { merchantCodeSchema } from '../merchants';

export {
  socialProviders, socialProviderSchema, socialStartQuerySchema, socialCallbackRequestSchema, isSocialProvider,
  type SocialProvider, type SocialStartQuery, type SocialStartValue, type SocialCallbackRequest, type TelegramCallback,
} from '@/lib/wps/schemas/social';

/** Where Google and Facebook live unless an operator (or a test) points a merchant elsewhere. */
export const defaultGoogleIssuer = 'https://accounts.google.com';
export const defaultFacebookGraphUrl = 'https://graph.facebook.com';
export const facebookDialogUrl = 'https://www.facebook.com';
/** The Graph API version of the calls we make (access token, /me). */
export const facebookGraphVersion = 'v19.0';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackUrl(u: URL): boolean {
  return loopbackHosts.has(u.hostname);
}

/** An https URL, or http on loopback (a test's provider); no credentials, query or fragment. */
const providerUrlSchema = z.string().trim().max(2048).transform((v, ctx) => {
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not a URL' });
    return z.NEVER;
  }
  const ok = (u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackUrl(u))) && !u.username && !u.password && !u.search && !u.hash;
  if (!ok) {
    ctx.addIssue({ code: 'custom', message: 'an https URL (http only on localhost) without query or credentials' });
    return z.NEVER;
  }
  return u.href.replace(/\/$/, '');
});

/** PUT /bo/merchants/:code/social/:provider. A secret left out keeps the stored one. */
export const socialProviderPutSchema = z
  .object({
    enabled: z.boolean(),
    clientId: z.string().trim().max(512).optional(),
    clientSecret: z.string().trim().min(1).max(1024).optional(),
    issuer: providerUrlSchema.nullable().optional(),
    graphUrl: providerUrlSchema.nullable().optional(),
    botName: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{3,63}$/, 'a Telegram bot username').nullable().optional(),
  })
  .strict();
export type SocialProviderPut = z.infer<typeof socialProviderPutSchema>;

export const socialParamsSchema = z.object({ code: merchantCodeSchema, provider: z.enum(['google', 'facebook', 'telegram']) });
export const socialListParamsSchema = z.object({ code: merchantCodeSchema });

/** A Telegram bot token: `<bot id>:<secret>`. */
export const telegramBotTokenPattern = /^[0-9]{1,20}:[A-Za-z0-9_-]{20,100}$/;
