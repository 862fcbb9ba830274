import type { legal as en } from '../en/legal.js';
import type { Translation } from '../../translation.js';
import { legal as english } from '../en/legal.js';

// The privacy policy's default is already written in simplified Chinese (the spec's): the same text here.
const privacy = Object.fromEntries(Object.entries(english).filter(([id]) => id.startsWith('privacy.'))) as Pick<
  Translation<typeof en>,
  Extract<keyof typeof en, `privacy.${string}`>
>;

export const legal: Translation<typeof en> = {
  'terms.title': '服务条款',
  'terms.1.title': '1. 关于本条款',
  'terms.1.body': '本条款适用于在本网站进行的所有预约。本网站由位于日本东京的 GTSS语言学校运营。您进行预约或创建账户，即表示您同意本条款。',
  'terms.2.title': '2. 预约体验课',
  'terms.2.body': '预约体验课时，请选择日期和至少四个时段（一个座位）。付款成功后预约即告确认，我们会向您发送附有预约查看链接的确认邮件。',
  'terms.3.title': '3. 价格与付款',
  'terms.3.body': '价格以日元显示并含消费税。仅支持银行卡付款，由我们的外部银行卡支付服务商处理；我们不会接收或保存您的银行卡号码。',
  'terms.4.title': '4. 取消',
  'terms.4.body':
    '已确认的预约可在上课日期前一天（日本时间）之前，通过“我的页面”或确认邮件中的链接取消。上课当天及之后无法取消。如需退款，将退还至付款所用的银行卡。',
  'terms.5.title': '5. 学校方面的变更',
  'terms.5.body': '如因老师无法上课等原因导致课程无法进行，我们会尽快通知您，并为您安排其他时间或全额退款。',
  'terms.6.title': '6. 您的账户',
  'terms.6.body':
    '请妥善保管您的登录信息，并保持姓名和电子邮箱为最新。您需对使用您账户进行的预约负责。对于滥用服务的账户，我们可能会暂停其使用。',
  'terms.7.title': '7. 责任',
  'terms.7.body':
    '我们会以合理的注意保持服务的可用性和准确性。除我们故意或重大过失的情况外，我们对任何预约的责任以您为该预约支付的金额为限，且不对间接或附带损失承担责任。',
  'terms.8.title': '8. 本条款的变更',
  'terms.8.body': '我们可能会更新本条款。您预约时本页面所显示的版本适用于该预约。',
  'terms.9.title': '9. 适用法律',
  'terms.9.body': '本条款受日本法律管辖。任何争议均由东京地方法院作为第一审专属管辖法院。',
  'terms.10.title': '10. 联系我们',
  'terms.10.before': '如对本条款或预约有任何疑问，请发送电子邮件至 ',
  'terms.10.after': '。',
  ...privacy,
  'trading.lang': 'zh-CN',
  'trading.title': '特定商业交易法相关标示',
  'trading.operator': '经营者',
  'trading.operatorValue': 'GTSS Language School',
  'trading.representative': '负责人',
  'trading.representativeValue': '佐藤 健一',
  'trading.address': '地址',
  'trading.addressValue': '〒160-0022 东京都新宿区新宿3-1-1 GTSS大厦5楼',
  'trading.phone': '电话号码',
  'trading.phoneValue': '如有需要，我们将在您提出请求后及时告知。',
  'trading.contact': '联系方式',
  'trading.product': '商品名称',
  'trading.productValue': '语言课程体验课',
  'trading.price': '销售价格',
  'trading.priceValue': '以预约页面显示的金额为准（含税）',
  'trading.otherFees': '商品价格以外的费用',
  'trading.otherFeesValue': '无（网络连接费和通信费由客户自行承担）',
  'trading.payment': '付款方式',
  'trading.paymentValue': '信用卡（通过外部支付服务付款）',
  'trading.payWhen': '付款时间',
  'trading.payWhenValue': '在预约手续时付款。',
  'trading.delivery': '提供时间',
  'trading.deliveryValue': '付款完成后预约立即确认。',
  'trading.cancel': '取消',
  'trading.cancelValue': '上课日前一天之前，可通过“我的页面”或预约确认邮件中的链接取消。',
};
