import { resetMail, resetMailLanguage } from '@/platform/src/modules/recovery/mail';

const input = { merchantName: 'Demo Casino', username: 'lucky7', link: 'https://casino.example/m/forget?reset=tok', validFor_min: 30 };

describe('the reset e-mail', () => {
  it('is in English with the link, the account and the 30 minutes', () => {
    const m = resetMail('EN', input);
    expect(m.subject).toBe('Demo Casino: reset your password');
    expect(m.body).toContain('Hello lucky7,');
    expect(m.body).toContain('within 30 minutes');
    expect(m.body.split('\n')).toContain('https://casino.example/m/forget?reset=tok');
  });

  it('is in Chinese for a merchant whose default language is Chinese', () => {
    const m = resetMail('ZH', input);
    expect(m.subject).toBe('Demo Casino：重置密码');
    expect(m.body).toContain('lucky7，您好');
    expect(m.body).toContain('30 分钟');
    expect(m.body.split('\n')).toContain('https://casino.example/m/forget?reset=tok');
  });

  it('reads ZH, CN, TW and regional Chinese as Chinese, anything else as English', () => {
    expect(['ZH', 'cn', 'TW', 'ZH-TW'].map(resetMailLanguage)).toEqual(['ZH', 'ZH', 'ZH', 'ZH']);
    expect(['EN', 'TH', 'VI', 'PT-BR', ''].map(resetMailLanguage)).toEqual(['EN', 'EN', 'EN', 'EN', 'EN']);
  });

  it('keeps the subject on one line whatever the merchant name holds', () => {
    expect(resetMail('EN', { ...input, merchantName: 'Demo\r\nBcc: x@evil.example' }).subject).not.toMatch(/[\r\n]/);
  });
});
