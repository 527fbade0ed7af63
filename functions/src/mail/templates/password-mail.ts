import type { Language } from '@aed/shared/constants/limits';
import type { MailMessage } from '../send-mail';

const TEXT: Record<Language, { subject: string; body: (account: string, password: string) => string }> = {
  en: {
    subject: 'Your temporary password',
    body: (a, p) => `Hello ${a},\n\nA temporary password was requested for your account.\n\nTemporary password: ${p}\n\nYou will be asked to choose a new password when you log in. If you did not ask for this, contact your administrator.`,
  },
  fr: {
    subject: 'Votre mot de passe temporaire',
    body: (a, p) => `Bonjour ${a},\n\nUn mot de passe temporaire a été demandé pour votre compte.\n\nMot de passe temporaire : ${p}\n\nVous devrez choisir un nouveau mot de passe lors de votre connexion. Si vous n'êtes pas à l'origine de cette demande, contactez votre administrateur.`,
  },
  'zh-CN': {
    subject: '您的临时密码',
    body: (a, p) => `${a}，您好：\n\n您的账号申请了临时密码。\n\n临时密码：${p}\n\n登录时系统将要求您设置新密码。如非本人操作，请联系管理员。`,
  },
  'zh-TW': {
    subject: '您的臨時密碼',
    body: (a, p) => `${a}，您好：\n\n您的帳號申請了臨時密碼。\n\n臨時密碼：${p}\n\n登入時系統將要求您設定新密碼。如非本人操作，請聯絡管理員。`,
  },
};

export function passwordMail(language: Language, account: string, password: string, to: string): MailMessage {
  const t = TEXT[language] ?? TEXT.en;
  return { to: [to], subject: t.subject, text: t.body(account, password) };
}
