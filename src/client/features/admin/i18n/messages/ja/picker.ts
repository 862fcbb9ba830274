import type { picker as english } from '../en/picker.js';
import type { Translation } from '../types.js';

export const picker = {
  'picker.label': '以前のお客様',
  'picker.hint': '名前・メールアドレス・電話番号（書き方は問いません）で検索します。選ぶとお客様の情報が入力されます。',
  'picker.typeMore': '2文字以上入力してください',
  'picker.searching': '検索しています…',
  'picker.none': '該当するお客様はいません。新しいお客様として下に入力してください。',
  'picker.noEmail': 'メールなし',
  'picker.option': '{name}・{email}・{phone}',
  'picker.optionNoPhone': '{name}・{email}',
  'picker.clear': 'このお客様ではない',
  'picker.failed': 'お客様を検索できませんでした。もう一度お試しください。',
} as const satisfies Translation<typeof english>;
