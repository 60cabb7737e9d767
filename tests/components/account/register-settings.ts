import { registerFieldNames, type RegisterFieldSetting, type RegisterSettings } from '@/lib/wps/schemas/system';

const off: RegisterFieldSetting = { enabled: false, required: false, minLength: null, maxLength: null, patternId: null, acceptedPattern: null };
const on = (over: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({ ...off, enabled: true, required: true, ...over });

/** A merchant's register settings: everything off but what `enabled` names (required unless said otherwise). */
export function registerSettings(enabled: Partial<Record<keyof RegisterSettings, Partial<RegisterFieldSetting>>> = {}): RegisterSettings {
  const s = Object.fromEntries(registerFieldNames.map((f) => [f, off])) as RegisterSettings;
  s.username = on({ minLength: 4, maxLength: 16 });
  s.password = on({ minLength: 6, maxLength: 20 });
  s.confirmPassword = on();
  for (const [f, over] of Object.entries(enabled)) s[f as keyof RegisterSettings] = on(over);
  return s;
}
