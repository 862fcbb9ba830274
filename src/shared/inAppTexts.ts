import type { LanguageCode } from './constants.js';

// What a visitor in an in-app browser reads where the Google button would be (the login and signup
// pages), and on the server's page when a Google sign-in is started from one anyway. One text per
// language of the site (en, zh-CN, zh-TW, ja), as the visitor chose it.

export interface InAppTexts {
  title: string;
  /** `app`: the app's name (LINE, Instagram…), or null for a webview we cannot name. */
  why(app: string | null): string;
  /** The others: email sign-in and guest booking work right here. */
  stayHere: string;
  /** LINE: the link that opens this page in the phone's browser. */
  openInBrowser: string;
  /** Other apps: where their menu item is. */
  menuHint: string;
  copyLink: string;
  copied: string;
  /** The clipboard refused: the link is shown to copy by hand. */
  copyByHand: string;
  linkLabel: string;
  bookAsGuest: string;
  /** The server's page: back to the login page. */
  backToLogin: string;
}

export const IN_APP_TEXTS: Record<LanguageCode, InAppTexts> = {
  en: {
    title: "Google sign-in needs your phone's browser",
    why: (app) =>
      `Google does not allow signing in inside ${app ?? 'an app'}. To use Google, open this page in your phone's browser (Safari or Chrome).`,
    stayHere: 'Signing in or up with your email works right here, and so does booking as a guest without an account.',
    openInBrowser: 'Open in browser',
    menuHint:
      'In the app\'s menu (⋯ or the share icon), choose "Open in browser", "Open in Safari" or "Open in Chrome". Or copy the link and paste it into your browser.',
    copyLink: 'Copy link',
    copied: 'Copied',
    copyByHand: 'Copy this link and paste it into your browser:',
    linkLabel: 'Link to this page',
    bookAsGuest: 'Book as a guest',
    backToLogin: 'Back to the login page',
  },
  'zh-CN': {
    title: '使用 Google 登录需要手机浏览器',
    why: (app) => `Google 不允许在${app ?? '应用'}内登录。如需使用 Google，请在手机浏览器（Safari 或 Chrome）中打开此页面。`,
    stayHere: '使用邮箱登录或注册，以及无需账号的访客预约，都可以在这里直接进行。',
    openInBrowser: '在浏览器中打开',
    menuHint:
      '请点击应用菜单（⋯ 或分享图标），选择“在浏览器中打开”“在 Safari 中打开”或“在 Chrome 中打开”。也可以复制链接，粘贴到浏览器中。',
    copyLink: '复制链接',
    copied: '已复制',
    copyByHand: '请复制此链接并粘贴到浏览器中：',
    linkLabel: '此页面的链接',
    bookAsGuest: '以访客身份预约',
    backToLogin: '返回登录页面',
  },
  'zh-TW': {
    title: '使用 Google 登入需要手機瀏覽器',
    why: (app) => `Google 不允許在${app ?? '應用程式'}內登入。如需使用 Google，請在手機瀏覽器（Safari 或 Chrome）中開啟此頁面。`,
    stayHere: '使用電子郵件登入或註冊，以及不需帳號的訪客預約，都可以在這裡直接進行。',
    openInBrowser: '以瀏覽器開啟',
    menuHint:
      '請點選應用程式選單（⋯ 或分享圖示），選擇「以瀏覽器開啟」「在 Safari 中開啟」或「在 Chrome 中開啟」。也可以複製連結，貼到瀏覽器中。',
    copyLink: '複製連結',
    copied: '已複製',
    copyByHand: '請複製此連結並貼到瀏覽器中：',
    linkLabel: '此頁面的連結',
    bookAsGuest: '以訪客身分預約',
    backToLogin: '返回登入頁面',
  },
  ja: {
    title: 'Googleでのログインにはブラウザが必要です',
    why: (app) =>
      `${app ?? 'アプリ'}の中ではGoogleでログインできません。Googleをご利用の場合は、このページをスマートフォンのブラウザ（SafariやChrome）で開いてください。`,
    stayHere: 'メールアドレスでのログイン・登録や、アカウントなしのゲスト予約は、このままご利用いただけます。',
    openInBrowser: 'ブラウザで開く',
    menuHint:
      'アプリのメニュー（⋯ または共有アイコン）から「ブラウザで開く」「Safariで開く」「Chromeで開く」のいずれかを選んでください。リンクをコピーしてブラウザに貼り付けることもできます。',
    copyLink: 'リンクをコピー',
    copied: 'コピーしました',
    copyByHand: 'このリンクをコピーして、ブラウザに貼り付けてください：',
    linkLabel: 'このページのリンク',
    bookAsGuest: 'ゲストとして予約する',
    backToLogin: 'ログインページに戻る',
  },
};
