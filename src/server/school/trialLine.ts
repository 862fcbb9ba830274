import type { LanguageCode } from '../../shared/constants.js';
import { formatYen } from '../../shared/format.js';
import type { TrialSettings } from '../../shared/schoolProfile.js';
import { trialFromPrice } from '../../shared/trialRules.js';

// The trial's price as the visitor pages say it (the home page, the booking page's hero), in each language, written
// here with the server's one pricing (trialFromPrice) so the pages only show a string (the home page's code counts in
// the first load's budget). "Free" only for a trial that costs nothing; amounts are tax-inclusive, as everywhere.

const WORDS: Record<LanguageCode, { trial: string; free: string; tax: string }> = {
  en: { trial: 'Trial class: ', free: 'Free', tax: ' (tax included)' },
  ja: { trial: '体験レッスン：', free: '無料', tax: '（税込）' },
  'zh-CN': { trial: '体验课：', free: '免费', tax: '（含税）' },
  'zh-TW': { trial: '體驗課程：', free: '免費', tax: '（含稅）' },
};

/** "Trial class: ¥6,000 (tax included)" / "体験レッスン：無料", per language. */
export function trialLines(trial: TrialSettings, pricePerSlotYen: number): Record<LanguageCode, string> {
  const yen = trialFromPrice(trial, pricePerSlotYen);
  const line = (w: (typeof WORDS)[LanguageCode]) => w.trial + (yen === 0 ? w.free : formatYen(yen) + w.tax);
  return { en: line(WORDS.en), ja: line(WORDS.ja), 'zh-CN': line(WORDS['zh-CN']), 'zh-TW': line(WORDS['zh-TW']) };
}
