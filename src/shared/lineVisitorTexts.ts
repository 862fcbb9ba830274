import type { LanguageCode } from './constants.js';

// LINE for a visitor without an account, in the visitor's language (en, zh-CN, zh-TW, ja, as the site's
// selector chose it): "Continue with LINE" on the booking page, and the sign-in page's form that creates an
// account for a new LINE user. The server answers the form's refusals in the same words.

export interface LineVisitorTexts {
  /** The booking page's button (LINE Login for this booking, no account needed). */
  continueWithLine: string;
  continueHint: string;
  /** After it: whom the booking's LINE messages go to (LINE's display name). */
  messagesGoTo(name: string): string;
  /** Forget it in this browser: email only. */
  stop: string;
  /** The sign-in page's form for a LINE user without an account. */
  signupTitle: string;
  signupIntro(name: string): string;
  name: string;
  email: string;
  create: string;
  /** After the form: no session yet; the link sent to `email` must be opened in this browser to finish. */
  checkEmail(email: string): string;
  /** The typed email belongs to an account: never linked by it. */
  emailTaken: string;
  /** No LINE user remembered for this browser any more (expired, or used). */
  expired: string;
  /** The LINE user got an account meanwhile (another tab). */
  lineTaken: string;
  failed: string;
  backToLogin: string;
}

export const LINE_VISITOR_TEXTS: Record<LanguageCode, LineVisitorTexts> = {
  en: {
    continueWithLine: 'Continue with LINE',
    continueHint: 'Get the confirmation, reminder and any cancellation of this booking as LINE messages too (no account needed).',
    messagesGoTo: (name) => `LINE messages go to ${name}`,
    stop: 'Do not send LINE messages',
    signupTitle: 'Create your account with LINE',
    signupIntro: (name) =>
      `No account is connected to the LINE account ${name} yet. Tell us your name and email once to create one: we send a link to confirm your email, and LINE is connected when you open it in this browser.`,
    name: 'Name',
    email: 'Email',
    create: 'Create account',
    checkEmail: (email) =>
      `Almost done: we sent a link to ${email}. Open it in this browser within 24 hours to finish; LINE is connected then, and you log in with LINE. You are not logged in yet.`,
    emailTaken: 'An account with this email exists: log in with it and connect LINE on My page.',
    expired: 'Your LINE sign-in has expired. Please log in with LINE again.',
    lineTaken: 'This LINE account is already connected to another account.',
    failed: 'That did not work. Please try again.',
    backToLogin: 'Back to the login page',
  },
  'zh-CN': {
    continueWithLine: '使用 LINE 继续',
    continueHint: '本次预约的确认、提醒和取消通知也会通过 LINE 消息发送给您（无需账号）。',
    messagesGoTo: (name) => `LINE 消息将发送给 ${name}`,
    stop: '不发送 LINE 消息',
    signupTitle: '使用 LINE 创建账号',
    signupIntro: (name) =>
      `LINE 账号 ${name} 尚未关联任何账号。请填写一次姓名和邮箱来创建账号；我们会发送一封确认邮箱的邮件，在此浏览器中打开其中的链接后即关联 LINE。`,
    name: '姓名',
    email: '邮箱',
    create: '创建账号',
    checkEmail: (email) =>
      `即将完成：我们已向 ${email} 发送了一个链接。请在24小时内用此浏览器打开该链接以完成注册；完成后即关联 LINE，您可以使用 LINE 登录。您目前尚未登录。`,
    emailTaken: '已有使用此邮箱的账号：请用该账号登录，然后在“我的页面”关联 LINE。',
    expired: 'LINE 登录已过期，请重新使用 LINE 登录。',
    lineTaken: '此 LINE 账号已关联到其他账号。',
    failed: '操作未成功，请重试。',
    backToLogin: '返回登录页面',
  },
  'zh-TW': {
    continueWithLine: '使用 LINE 繼續',
    continueHint: '本次預約的確認、提醒和取消通知也會透過 LINE 訊息傳送給您（不需帳號）。',
    messagesGoTo: (name) => `LINE 訊息將傳送給 ${name}`,
    stop: '不傳送 LINE 訊息',
    signupTitle: '使用 LINE 建立帳號',
    signupIntro: (name) =>
      `LINE 帳號 ${name} 尚未連結任何帳號。請填寫一次姓名和電子郵件來建立帳號；我們會寄送一封確認電子郵件的信，在此瀏覽器中開啟其中的連結後即連結 LINE。`,
    name: '姓名',
    email: '電子郵件',
    create: '建立帳號',
    checkEmail: (email) =>
      `即將完成：我們已寄送連結到 ${email}。請於24小時內用此瀏覽器開啟該連結以完成註冊；完成後即連結 LINE，您可以使用 LINE 登入。您目前尚未登入。`,
    emailTaken: '已有使用此電子郵件的帳號：請用該帳號登入，然後在「我的頁面」連結 LINE。',
    expired: 'LINE 登入已逾時，請重新使用 LINE 登入。',
    lineTaken: '此 LINE 帳號已連結到其他帳號。',
    failed: '操作未成功，請再試一次。',
    backToLogin: '返回登入頁面',
  },
  ja: {
    continueWithLine: 'LINEで続ける',
    continueHint: 'この予約の確認・リマインダー・キャンセルのお知らせをLINEでも受け取れます（アカウント不要）。',
    messagesGoTo: (name) => `LINEメッセージの送信先：${name}`,
    stop: 'LINEメッセージを送らない',
    signupTitle: 'LINEでアカウントを作成',
    signupIntro: (name) =>
      `LINEアカウント「${name}」と連携したアカウントはまだありません。お名前とメールアドレスを一度だけ入力してアカウントを作成してください。メールアドレス確認用のリンクをお送りします。このブラウザでリンクを開くとLINEが連携されます。`,
    name: 'お名前',
    email: 'メールアドレス',
    create: 'アカウントを作成',
    checkEmail: (email) =>
      `もう少しで完了です。${email} にリンクをお送りしました。24時間以内に、このブラウザでリンクを開いて登録を完了してください。完了するとLINEが連携され、LINEでログインできます。まだログインしていません。`,
    emailTaken: 'このメールアドレスのアカウントはすでにあります。そのアカウントでログインし、マイページでLINEを連携してください。',
    expired: 'LINEログインの有効期限が切れました。もう一度LINEでログインしてください。',
    lineTaken: 'このLINEアカウントはすでに別のアカウントと連携しています。',
    failed: 'うまくいきませんでした。もう一度お試しください。',
    backToLogin: 'ログインページに戻る',
  },
};
