import { socialListParamsSchema, socialParamsSchema, socialProviderPutSchema } from '@/platform/src/modules/social/schema';
import { bool, check, dash, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg, textOrNull, yesNo } from './command';

/** social:list|set: the social login providers of a merchant (/bo/merchants/:code/social). */

const socialProviderNames = ['google', 'facebook', 'telegram'] as const;

/** The PUT body of /bo/merchants/:code/social/:provider from social:set's key=value pairs. */
export function socialBody(assignments: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const value = raw.trim();
    if (key === 'enabled') body.enabled = bool(key, value);
    else if (key === 'clientId' || key === 'clientSecret') body[key] = value;
    else if (key === 'issuer' || key === 'graphUrl' || key === 'botName') body[key] = textOrNull(value);
    else throw new OpsUsageError(`unknown social setting "${key}" (enabled, clientId, clientSecret, issuer, graphUrl, botName)`);
  }
  if (body.enabled === undefined) throw new OpsUsageError('social:set needs enabled=true or enabled=false');
  return body;
}

export const socialCommands = [
  defineCommand({
    name: 'social:list',
    args: '<merchant>',
    summary: 'social login providers of a merchant (no secrets)',
    parse([merchant], o) {
      check(socialListParamsSchema, { code: merchant }, 'merchant');
      return { command: 'social:list', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const rows = (await call('GET', `/bo/merchants/${seg(cmd.merchant)}/social`)) as Record<string, unknown>[];
      if (cmd.json) return print(json(rows));
      if (!rows.length) return print('No social login providers: npm run ops -- social:set <merchant> <provider> enabled=true ...');
      print(renderTable(
        ['provider', 'enabled', 'clientId', 'secret', 'issuer / graph', 'bot', 'updated'],
        rows.map((r) => [String(r.provider), yesNo(Boolean(r.enabled)), dash(r.clientId), r.clientSecretSet ? 'set' : '-',
          dash(r.issuer ?? r.graphUrl), dash(r.botName), String(r.updatedAt)]),
      ));
    },
  }),
  defineCommand({
    name: 'social:set',
    args: '<merchant> <provider> <settings...>',
    argumentHelp: { provider: socialProviderNames.join(', ') },
    summary: 'set a social login provider up (audited; the secret is kept when left out)',
    details: `Keys: enabled=true|false (required)  clientId=<id>  clientSecret=<secret>
  issuer=<url>|null (google)  graphUrl=<url>|null (facebook)  botName=<bot>|null (telegram)
telegram: clientSecret is the bot token, botName its username. A provider shows on the login
screen only while its switch is on too (modules.GOOGLELOGIN3, modules.FACEBOOKLOGIN3, menu.telegramLogin).`,
    parse([merchant, provider, ...assignments], o) {
      plain([merchant], 'usage: social:set <merchant> google|facebook|telegram enabled=true|false clientId=<id> clientSecret=<secret> [issuer=<url>] [graphUrl=<url>] [botName=<bot>]');
      if (!(socialProviderNames as readonly string[]).includes(provider!)) throw new OpsUsageError(`unknown provider "${provider}" (google, facebook, telegram)`);
      const body = socialBody(assignments);
      check(socialParamsSchema, { code: merchant, provider });
      check(socialProviderPutSchema, body);
      return { command: 'social:set', merchant: merchant!, provider: provider as (typeof socialProviderNames)[number], body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('PUT', `/bo/merchants/${seg(cmd.merchant)}/social/${cmd.provider}`, cmd.body)) as Record<string, unknown>;
      if (cmd.json) return print(json(r));
      print(`Updated ${cmd.provider} login of ${cmd.merchant}: ${r.enabled ? 'enabled' : 'disabled'}. ` +
        'It shows on the login screen only while its switch is on too (modules.GOOGLELOGIN3, modules.FACEBOOKLOGIN3, menu.telegramLogin).');
    },
  }),
];
