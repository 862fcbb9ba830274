import type { LanguageCode } from '../../shared/constants.js';
import { sortedTiers, type CancelPolicy, type CancelTier } from '../../shared/cancelPolicy.js';

// The school's cancellation policy as the terms page and the payment page say it, in each language, written here
// so the pages only show a string that came with the school's data block (the visitor's first load has no room for
// these words: the /app entry is at its budget). null: no policy, the pages say what they always said.

interface Words {
  intro: string;
  free: (days: number) => string;
  tier: (t: CancelTier) => string;
  closure: string;
  join: string;
}

const when = (days: number, on: string, before: string, n: (d: number) => string) => (days === 0 ? on : days === 1 ? before : n(days));

const WORDS: Record<LanguageCode, Words> = {
  en: {
    intro: 'Cancellation policy: ',
    free: (d) =>
      `free until ${d === 0 ? 'the day before the lesson' : d === 1 ? 'two days before the lesson' : `${d + 1} days before the lesson`}`,
    tier: (t) => `${t.percent}% charged ${when(t.days_before, 'on the day', 'the day before', (d) => `from ${d} days before`)}`,
    closure: '. A day the school closes is refunded in full.',
    join: '; ',
  },
  ja: {
    intro: 'キャンセルポリシー：',
    free: (d) => `レッスン日の${d + 1}日前まで無料`,
    tier: (t) => `${when(t.days_before, '当日', '前日', (d) => `${d}日前から`)}は${t.percent}%`,
    closure: '。スクールの休校日は全額返金します。',
    join: '、',
  },
  'zh-CN': {
    intro: '取消政策：',
    free: (d) => `课程日前${d + 1}天及更早取消免费`,
    tier: (t) => `${when(t.days_before, '当天', '前一天', (d) => `前${d}天起`)}收取${t.percent}%`,
    closure: '。学校停课的日子全额退款。',
    join: '；',
  },
  'zh-TW': {
    intro: '取消政策：',
    free: (d) => `課程日前${d + 1}天及更早取消免費`,
    tier: (t) => `${when(t.days_before, '當天', '前一天', (d) => `前${d}天起`)}收取${t.percent}%`,
    closure: '。學校停課的日子全額退款。',
    join: '；',
  },
};

function line(w: Words, tiers: CancelTier[]): string {
  const parts = [w.free(tiers[0].days_before), ...tiers.map(w.tier)];
  return w.intro + parts.join(w.join) + w.closure;
}

/** "Cancellation policy: free until two days before the lesson; 50% charged the day before; …", per language. */
export function cancelPolicyLines(policy: CancelPolicy): Record<LanguageCode, string> | null {
  const tiers = sortedTiers(policy);
  if (tiers.length === 0) return null;
  return {
    en: line(WORDS.en, tiers),
    ja: line(WORDS.ja, tiers),
    'zh-CN': line(WORDS['zh-CN'], tiers),
    'zh-TW': line(WORDS['zh-TW'], tiers),
  };
}
