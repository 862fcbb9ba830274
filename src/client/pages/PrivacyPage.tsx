import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';
import { useSchool } from '../features/school/useSchool.js';
import { LegalSection } from './LegalSection.js';
import { SchoolOwnPage } from './SchoolOwnPage.js';

// The policy is in Chinese and only its first sections are shown.
const SECTIONS = [
  {
    title: '一、我们收集的信息',
    body: '当您预约体验课程或注册账户时，我们会收集您的姓名、电子邮件地址，以及您选择的上课日期和时段。如果您使用 Google 账号登录，我们会从 Google 获取您的姓名和电子邮件地址。我们的服务器还会记录访问日志，例如 IP 地址和浏览器类型。',
  },
  {
    title: '二、信息的使用方式',
    body: '我们使用上述信息来处理和管理您的预约、发送预约确认邮件和上课提醒、管理您的账户、回复您的咨询，以及改进我们的服务。我们不会出售您的个人信息。',
  },
  {
    title: '三、支付信息',
    body: '银行卡付款由外部银行卡支付服务商处理。我们不会接收或保存您的银行卡号码，只保存支付状态、金额和收据链接。',
  },
  {
    title: '四、Cookie',
    body: '我们使用必要的 Cookie 来保持您的登录状态。当您在页面上切换语言时，网站会加载 Google 翻译组件，该组件可能会设置其自身的 Cookie。',
  },
] as const;

export function PrivacyPage() {
  const school = useSchool();
  const own = school.text((s) => s.texts.privacy);
  const email = school.school?.contact_email ?? SCHOOL_CONTACT_EMAIL;
  // The school's own policy, where it wrote one
  if (own) return <SchoolOwnPage title="Privacy Policy" text={own} />;
  return (
    <Container lang="zh-CN" maxWidth="md" sx={{ py: { xs: 4, md: 6 }, overflowWrap: 'anywhere' }}>
      <Typography variant="h1" gutterBottom>
        隐私政策
      </Typography>
      <Typography variant="body1" color="text.secondary">
        GTSS Language School（以下简称“我们”）重视您的隐私。本政策说明我们在您使用本网站预约课程时如何收集、使用和保护您的个人信息。
      </Typography>
      {SECTIONS.map((s) => (
        <LegalSection key={s.title} title={s.title}>
          {s.body}
        </LegalSection>
      ))}
      <LegalSection title="五、联系我们">
        如对本政策或您的个人信息有任何疑问，请发送电子邮件至 <Link href={`mailto:${email}`}>{email}</Link>。
      </LegalSection>
    </Container>
  );
}
