import type { LanguageCode } from '../../shared/constants.js';
import type { MessageText } from './mailTexts.js';

/**
 * The confirmation email of a sign-up with LINE, its four languages side by side (as mailTexts.ts). Anyone
 * may type any address, so it says that LINE was used, that only the browser that signed up finishes it,
 * and what to do when it was not the reader (`notYou`, after the link).
 */
export const lineSignupTexts: Record<LanguageCode, MessageText & { notYou: string[] }> = {
  en: {
    subject: 'Confirm your email address to finish signing up with LINE',
    before: [
      'Someone (probably you) signed up at GTSS Language School with LINE and gave this email address.',
      'To finish, open the link below within 24 hours in the same browser you signed up in: your account is then ready, with that LINE connected, and you log in with LINE.',
    ],
    after: [],
    link: 'Confirm your email address and finish signing up',
    notYou: [
      'If it was not you, do not open the link and do not forward this email: just ignore it. Without this link nobody can log in with your address, and that LINE account is never connected to it.',
    ],
  },
  ja: {
    subject: '【GTSS語学スクール】LINEでのご登録：メールアドレスのご確認',
    before: [
      'GTSS語学スクールにLINEでのご登録があり、このメールアドレスが入力されました。',
      'ご登録を完了するには、24時間以内に、ご登録いただいたのと同じブラウザで下記のリンクを開いてください。LINE連携済みのアカウントが使えるようになり、LINEでログインいただけます。',
    ],
    after: [],
    link: 'メールアドレスを確認して登録を完了する',
    notYou: [
      'お心当たりのない場合は、リンクを開かず、このメールを転送せずに破棄してください。このリンクがなければ、どなたもこのメールアドレスでログインできず、そのLINEアカウントがこのメールアドレスに連携されることもありません。',
    ],
  },
  'zh-CN': {
    subject: '【GTSS语言学校】使用LINE注册：请验证您的邮箱地址',
    before: [
      '有人（可能是您本人）使用LINE在GTSS语言学校注册，并填写了此邮箱地址。',
      '如需完成注册，请在24小时内，用注册时所用的同一浏览器打开下方链接。之后账号即可使用并已关联该LINE，您可以使用LINE登录。',
    ],
    after: [],
    link: '验证邮箱地址并完成注册',
    notYou: [
      '如非本人操作，请不要打开链接，也不要转发此邮件，直接忽略即可。没有此链接，任何人都无法使用您的邮箱地址登录，该LINE账号也不会关联到此邮箱地址。',
    ],
  },
  'zh-TW': {
    subject: '【GTSS語言學校】使用LINE註冊：請驗證您的電子郵件地址',
    before: [
      '有人（可能是您本人）使用LINE在GTSS語言學校註冊，並填寫了這個電子郵件地址。',
      '如需完成註冊，請於24小時內，用註冊時所用的同一個瀏覽器開啟下方連結。之後帳號即可使用並已連結該LINE，您可以使用LINE登入。',
    ],
    after: [],
    link: '驗證電子郵件地址並完成註冊',
    notYou: [
      '如非本人操作，請不要開啟連結，也不要轉寄這封郵件，直接忽略即可。沒有這個連結，任何人都無法使用您的電子郵件地址登入，該LINE帳號也不會連結到這個電子郵件地址。',
    ],
  },
};
