import type { RegisterSettings } from './schemas/system';

/**
 * Every module id of SPEC §3 and WPS-PROTOCOL.md. A merchant switches each on or off;
 * calls carry their module id in the ModuleId header (accepted in all spellings, not enforced
 * by the header itself: the platform checks the merchant's switch of the call's module).
 */
export const moduleIds = [
  'COMM3', 'FUNDTRANS3', 'AGEANNOUNCE3', 'MEMTRANS3', 'PERSPNL3', 'AGEINFO3', 'AGEDOWNMAN3',
  'REG3', 'CAPTCHA3', 'GEETEST3', 'GAMELO3', 'GAMELOFAV3', 'GAMELOREC3', 'GAMELOHOT3', 'CBS3',
  'FREEPLAY3', 'REGISTER_REE3', 'MOBILENUMREG3', 'VALID_CAPTCHA3', 'AFFMAN3', 'PROFPIC3',
  'REGMOBVERF3', 'FEEDBACK3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'TELEGRAMLOGIN3', 'VERIFICATION3',
  'LOGINIPVERF3', 'PASS3', 'PWRESETSMS3', 'CHNGPASSVERIF3', 'CHNGPASSMAIL3', 'INBOX3', 'PTSYS3',
  'REWCEN3', 'RTSALARY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3',
] as const;

export type ModuleId = (typeof moduleIds)[number];

export function isModuleId(x: string): x is ModuleId {
  return (moduleIds as readonly string[]).includes(x);
}

/** Header spellings clients use for the module id (WPS-PROTOCOL.md). */
export const moduleHeaderNames = ['moduleid', 'module-id', 'x-module-id'] as const;

export function moduleFromHeaders(get: (name: string) => string | null | undefined): string | null {
  for (const name of moduleHeaderNames) {
    const v = get(name);
    if (v) return v.trim().toUpperCase();
  }
  return null;
}

/**
 * The captcha's two module ids. SPEC §9 lists both and no screen tells them apart (the image call
 * is VALID_CAPTCHA3's, CAPTCHA3 has no call of its own), so an operator reads them as one switch:
 * captchas are on only while both are on, and switching either off switches every captcha off.
 * Off, nothing demands a captcha that could not be fetched any more: GET /wps/captcha answers
 * module.disabled; registration neither shows nor checks the captcha field (the register
 * settings the web reads say `captcha.enabled: false`); login no longer escalates to a captcha
 * and is guarded by its per-address limits alone (platform/src/modules/sessions/README.md).
 */
export const captchaModuleIds = ['CAPTCHA3', 'VALID_CAPTCHA3'] as const satisfies readonly ModuleId[];

/** True while a merchant's modules map leaves both captcha modules on (a missing id counts as on). */
export function captchasOn(modules: Readonly<Record<string, boolean | undefined>>): boolean {
  return captchaModuleIds.every((id) => modules[id] !== false);
}

/**
 * The register settings as the form and the register check must apply them: the merchant's own,
 * with the captcha field switched off while the captcha modules are (the stored setting is kept,
 * so switching the modules back on restores the operator's choice).
 */
export function registerSettingsWithModules(register: RegisterSettings, modules: Readonly<Record<string, boolean | undefined>>): RegisterSettings {
  const captcha = register.captcha;
  if (captchasOn(modules) || !captcha) return register;
  return { ...register, captcha: { ...captcha, enabled: false, required: false } };
}
