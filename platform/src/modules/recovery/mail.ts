/**
 * The reset e-mail, in the merchant's default language (English unless that is Chinese).
 * Plain text: the outbox sends text bodies, and a bare link is what every mail client shows.
 */
export interface ResetMailInput {
  merchantName: string;
  username: string;
  link: string;
  validFor_min: number;
}

export interface ResetMail {
  subject: string;
  body: string;
}

export type ResetMailLanguage = 'EN' | 'ZH';

/** ZH, CN, TW and their regional forms read Chinese; every other language gets English. */
export function resetMailLanguage(language: string): ResetMailLanguage {
  const l = language.trim().toUpperCase();
  return l === 'ZH' || l === 'CN' || l === 'TW' || l.startsWith('ZH-') ? 'ZH' : 'EN';
}

/** A subject is one header line: no line breaks from a merchant name. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

const templates: Record<ResetMailLanguage, (a: ResetMailInput) => ResetMail> = {
  EN: (a) => ({
    subject: oneLine(`${a.merchantName}: reset your password`),
    body: [
      `Hello ${a.username},`,
      '',
      `We received a request to reset the password of your ${a.merchantName} account. Open this link within ${a.validFor_min} minutes to choose a new password:`,
      '',
      a.link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      a.merchantName,
    ].join('\n'),
  }),
  ZH: (a) => ({
    subject: oneLine(`${a.merchantName}：重置密码`),
    body: [
      `${a.username}，您好：`,
      '',
      `我们收到了重置您在 ${a.merchantName} 的账户密码的请求。请在 ${a.validFor_min} 分钟内打开以下链接设置新密码：`,
      '',
      a.link,
      '',
      '该链接仅可使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
      '',
      a.merchantName,
    ].join('\n'),
  }),
};

export function resetMail(language: string, input: ResetMailInput): ResetMail {
  return templates[resetMailLanguage(language)](input);
}
