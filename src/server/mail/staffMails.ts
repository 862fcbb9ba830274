import type { LanguageCode } from '../../shared/constants.js';
import type { StaffRole } from '../../shared/roles.js';
import { renderMail } from './mailLayout.js';
import type { Mail } from './outbox.js';

// The email an owner's invitation sends, its four languages side by side (as in mailTexts.ts).
// It is written in the language the owner chose in the invite form, else in the owner's own.

export interface InvitationFacts {
  /** The inviting owner's name. */
  inviter: string;
  role: StaffRole;
}

/** The role invited to, as each language's sentence says it. */
const ROLE_WORDS: Record<LanguageCode, Record<StaffRole, string>> = {
  en: { owner: 'an owner', staff: 'a member of staff', teacher: 'a teacher' },
  ja: { owner: 'オーナー', staff: 'スタッフ', teacher: '講師' },
  'zh-CN': { owner: '所有者', staff: '员工', teacher: '教师' },
  'zh-TW': { owner: '所有者', staff: '員工', teacher: '教師' },
};

interface InvitationText {
  subject: string;
  greeting: string;
  lines(f: InvitationFacts): string[];
  link: string;
}

export const invitationTexts: Record<LanguageCode, InvitationText> = {
  en: {
    subject: 'You are invited to the GTSS Language School staff console',
    greeting: 'Hello,',
    lines: (f) => [
      `${f.inviter} has invited you to join GTSS Language School's booking console as ${ROLE_WORDS.en[f.role]}.`,
      'Open the link below within 7 days to accept. If you have no account yet, you will choose your name and password there.',
      'If you did not expect this email, you can ignore it.',
    ],
    link: 'Accept the invitation',
  },
  ja: {
    subject: '【GTSS語学スクール】管理画面へのご招待',
    greeting: 'こんにちは。',
    lines: (f) => [
      `${f.inviter}さんから、GTSS語学スクールの予約管理画面に${ROLE_WORDS.ja[f.role]}として招待されました。`,
      '7日以内に下記のリンクを開いて、招待をお受けください。アカウントをお持ちでない場合は、そこでお名前とパスワードを設定していただけます。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ],
    link: '招待を受ける',
  },
  'zh-CN': {
    subject: '【GTSS语言学校】管理后台邀请',
    greeting: '您好：',
    lines: (f) => [
      `${f.inviter}邀请您以${ROLE_WORDS['zh-CN'][f.role]}身份加入GTSS语言学校的预约管理后台。`,
      '请在7天内打开下方链接接受邀请。如果您还没有账户，可以在那里设置姓名和密码。',
      '如果您没有预期收到此邮件，请忽略。',
    ],
    link: '接受邀请',
  },
  'zh-TW': {
    subject: '【GTSS語言學校】管理後台邀請',
    greeting: '您好：',
    lines: (f) => [
      `${f.inviter}邀請您以${ROLE_WORDS['zh-TW'][f.role]}身分加入GTSS語言學校的預約管理後台。`,
      '請於7天內開啟下方連結接受邀請。若您尚未擁有帳戶，可以在該頁面設定姓名與密碼。',
      '若您並未預期收到此郵件，請忽略。',
    ],
    link: '接受邀請',
  },
};

export function invitationMail(to: string, language: LanguageCode, facts: InvitationFacts, url: string): Mail {
  const t = invitationTexts[language];
  return renderMail(to, language, t.subject, [[t.greeting], t.lines(facts), { label: t.link, url }]);
}
