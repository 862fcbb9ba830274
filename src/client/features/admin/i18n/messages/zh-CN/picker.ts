import type { picker as english } from '../en/picker.js';
import type { Translation } from '../types.js';

export const picker = {
  'picker.label': '老客户',
  'picker.hint': '按姓名、邮箱或电话（任何写法）搜索；选择后会自动填入客户信息。',
  'picker.typeMore': '请至少输入 2 个字符',
  'picker.searching': '正在搜索…',
  'picker.none': '未找到客户：请在下方为新客户填写信息。',
  'picker.noEmail': '无邮箱',
  'picker.option': '{name} · {email} · {phone}',
  'picker.optionNoPhone': '{name} · {email}',
  'picker.clear': '不是这位客户',
  'picker.failed': '无法搜索客户，请重试。',
} as const satisfies Translation<typeof english>;
