import Box from '@mui/material/Box';
import type { LanguageCode } from '../../shared/constants.js';
import { formatYen } from '../../shared/format.js';
import { trialFromPrice, trialIsFree } from '../../shared/trial.js';
import { useAppSelector } from '../app/hooks.js';
import { selectLanguage } from '../features/ui/uiSelectors.js';
import { selectPricePerSlot, selectTrial } from '../features/school/schoolSlice.js';

// The trial's price wherever it is offered (the home page, the booking page's hero), in the visitor's language.
// "Free" is said only when the trial costs nothing.
const WORDS: Record<LanguageCode, { free: string; fixed: (p: string) => string; perSlot: (p: string, n: number) => string }> = {
  en: {
    free: 'The trial class is free: no payment needed.',
    fixed: (p) => `Trial class: ${p} (tax included)`,
    perSlot: (p, n) => `Trial class: ${p} for ${n} timeslots (tax included)`,
  },
  ja: {
    free: '体験レッスンは無料です（お支払いは不要です）。',
    fixed: (p) => `体験レッスン：${p}（税込）`,
    perSlot: (p, n) => `体験レッスン：${n}コマ ${p}（税込）`,
  },
  'zh-CN': { free: '体验课免费，无需付款。', fixed: (p) => `体验课：${p}（含税）`, perSlot: (p, n) => `体验课：${n}个时段 ${p}（含税）` },
  'zh-TW': {
    free: '體驗課程免費，不需付款。',
    fixed: (p) => `體驗課程：${p}（含稅）`,
    perSlot: (p, n) => `體驗課程：${n}個時段 ${p}（含稅）`,
  },
};

/** The trial's price as one line; nothing while the price is not known (a page rendered without the school's data). */
export function TrialPrice() {
  const trial = useAppSelector(selectTrial);
  const perSlot = useAppSelector(selectPricePerSlot);
  const language = useAppSelector(selectLanguage);
  if (perSlot === null && trial.pricing !== 'free') return null;
  const w = WORDS[language];
  const price = formatYen(trialFromPrice(trial, perSlot ?? 0));
  const line = trialIsFree(trial, perSlot ?? 0) ? w.free : trial.pricing === 'fixed' ? w.fixed(price) : w.perSlot(price, trial.min_slots);
  return (
    <Box component="p" data-testid="trial-price" lang={language} sx={{ typography: 'body1', fontWeight: 600, mt: 0, mb: 3 }}>
      {line}
    </Box>
  );
}
