import { captchasOn, registerSettingsWithModules } from '@/lib/wps/modules';
import { registerSettings } from '@/tests/components/account/register-settings';

describe('the captcha switch (CAPTCHA3 and VALID_CAPTCHA3)', () => {
  it('is on only while both modules are on; a missing id counts as on', () => {
    expect(captchasOn({ CAPTCHA3: true, VALID_CAPTCHA3: true })).toBe(true);
    expect(captchasOn({})).toBe(true);
    expect(captchasOn({ CAPTCHA3: false, VALID_CAPTCHA3: true })).toBe(false);
    expect(captchasOn({ CAPTCHA3: true, VALID_CAPTCHA3: false })).toBe(false);
    expect(captchasOn({ CAPTCHA3: false, VALID_CAPTCHA3: false })).toBe(false);
  });

  it('switches the register captcha field off while off, and leaves every other field and the stored setting alone', () => {
    const stored = registerSettings({ captcha: { minLength: 1, maxLength: 16 }, email: {} });
    const off = registerSettingsWithModules(stored, { VALID_CAPTCHA3: false });
    expect(off.captcha).toEqual({ ...stored.captcha, enabled: false, required: false });
    expect({ ...off, captcha: null }).toEqual({ ...stored, captcha: null });
    expect(stored.captcha).toMatchObject({ enabled: true, required: true });
    expect(registerSettingsWithModules(stored, { CAPTCHA3: true, VALID_CAPTCHA3: true })).toBe(stored);
  });
});
