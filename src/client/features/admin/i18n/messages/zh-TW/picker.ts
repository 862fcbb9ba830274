import type { picker as english } from '../en/picker.js';
import type { Translation } from '../types.js';

export const picker = {
  'picker.label': '舊客戶',
  'picker.hint': '依姓名、電子郵件或電話（任何寫法）搜尋；選擇後會自動填入客戶資料。',
  'picker.typeMore': '請至少輸入 2 個字元',
  'picker.searching': '搜尋中…',
  'picker.none': '找不到客戶：請在下方為新客戶填寫資料。',
  'picker.noEmail': '無電子郵件',
  'picker.option': '{name} · {email} · {phone}',
  'picker.optionNoPhone': '{name} · {email}',
  'picker.clear': '不是這位客戶',
  'picker.failed': '無法搜尋客戶，請再試一次。',
} as const satisfies Translation<typeof english>;
