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
