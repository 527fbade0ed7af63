import type { Language } from '@aed/shared/constants/limits';
import type { MailMessage } from '../send-mail';

interface ResetMailText {
  subject: string;
  body: (account: string, link: string, minutes: number) => string;
}

const TEXT: Record<Language, ResetMailText> = {
  en: {
    subject: 'Reset your password',
    body: (a, l, m) =>
      `Hello ${a},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within ${m} minutes:\n\n${l}\n\nThe link works once. If you did not ask for this, ignore this mail: your password has not changed.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: (a, l, m) =>
      `Bonjour ${a},\n\nUne réinitialisation du mot de passe de votre compte a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${m} minutes :\n\n${l}\n\nLe lien ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe n'a pas changé.`,
  },
  'zh-CN': {
    subject: '重置您的密码',
    body: (a, l, m) => `${a}，您好：\n\n有人申请重置您账号的密码。如需设置新密码，请在 ${m} 分钟内打开以下链接：\n\n${l}\n\n该链接只能使用一次。如非本人操作，请忽略此邮件：您的密码没有改变。`,
  },
  'zh-TW': {
    subject: '重設您的密碼',
    body: (a, l, m) => `${a}，您好：\n\n有人申請重設您帳號的密碼。如需設定新密碼，請在 ${m} 分鐘內開啟以下連結：\n\n${l}\n\n此連結只能使用一次。如非本人操作，請忽略此郵件：您的密碼沒有變更。`,
  },
};

/** The reset link mail, in the user's language (docs/decisions/0028). */
export function passwordResetMail(language: Language, account: string, link: string, minutes: number, to: string): Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  const t = TEXT[language] ?? TEXT.en;
  return { to: [to], subject: t.subject, text: t.body(account, link, minutes) };
}
