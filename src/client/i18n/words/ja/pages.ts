import type { pages as en } from '../en/pages.js';
import type { Translation } from '../../translation.js';

export const pages: Translation<typeof en> = {
  'home.title': '世界の教育者のためのスマート予約',
  'home.intro':
    'コーチ、スクール、クリエイターのための予約・決済・マーケティングを一つにまとめたプラットフォームです。WeChat、LINE、Instagram などと連携しています。',
  'home.cta': '体験レッスンを予約する',
  'home.features': '主な機能',
  'home.f1.title': 'スマート予約カレンダー',
  'home.f1.text':
    '講師や時間からレッスンを予約でき、Google カレンダーや Apple カレンダーと同期して、空き状況をリアルタイムで確認できます。',
  'home.f2.title': 'プラットフォームをまたぐ QR 予約',
  'home.f2.text': 'LINE、WeChat、Instagram の QR リンクから、どの端末からでも予約できます。',
  'home.f3.title': '多通貨決済',
  'home.f3.text': 'Stripe、PayPal、WeChat Pay、Apple Pay でお支払いいただけ、領収書と予約内容の控えは自動で作成されます。',
  'home.f4.title': '自動通知',
  'home.f4.text': 'SMS、メール、各プラットフォームのメッセージでリマインドし、LINE や WeChat の公式アカウントからもお知らせします。',
  'home.f5.title': '管理ダッシュボード',
  'home.f5.text': '会員の管理、統計の確認、講師の設定、料金体系のカスタマイズができます。',
  'home.f6.title': 'マーケティングツール',
  'home.f6.text': 'コースの宣伝、クーポンの配布、各プラットフォームへのお知らせの配信ができます。',
  'about.title': '私たちについて',
  'about.intro':
    'GTSS は、コーチ、スクール、クリエイターが、予約・決済・メッセージでのやり取りを各プラットフォームで自動化できるツールを開発しています。',
  'about.missionTitle': '私たちの使命',
  'about.mission':
    '私たちの使命は、小さな事業者とお客様とのつながりを、お客様が WeChat、LINE、Instagram のどこから来られても、シンプルにすることです。講師は、アプリをまたいだメッセージや予定、支払いの管理に追われるのではなく、教えることに時間を使うべきだと考えています。',
  'about.teamTitle': 'チーム紹介',
  'about.team':
    '私たちは、三つの都市で働くデザイナー、開発者、トレーナーからなるリモートチームです。予約の体験を設計し、プラットフォームを開発・運用し、スクールの皆さまが十分に活用できるようお手伝いしています。',
  'success.title': 'ご予約が完了しました',
  'success.text':
    'ご予約いただき、ありがとうございます。確認メールと、ご予約の確認・キャンセル用のリンクをお送りしましたので、メールをご確認ください。',
  'notFound.title': 'ページが見つかりません',
  'notFound.text': '申し訳ございません。お探しのページは存在しないか、移動しました。',
  'course.title': 'コースのお申し込み',
  'course.type': 'コースの種類',
  'course.from': '開始日',
  'course.to': '終了日',
  'course.fee': '料金',
  'course.taxIncluded': '税込',
  'course.submit': 'コースを申し込む',
  'course.note': '本コースのお申し込みは近日受付開始予定です。それまでは、無料体験レッスンをご予約いただけます。',
  'course.type.Beginner Japanese': '初級日本語',
  'course.type.Elementary English': '初級英語',
  'course.type.Business English': 'ビジネス英語',
  'course.type.Business Japanese': 'ビジネス日本語',
};
