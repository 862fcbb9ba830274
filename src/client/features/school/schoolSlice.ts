import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../../shared/constants.js';
import { SCHOOL_DATA_ID } from '../../../shared/schoolData.js';
import { DEFAULT_SCHOOL, schoolNameFor, textFor, type LocalText, type SchoolProfile } from '../../../shared/schoolProfile.js';

// The school's public profile on the visitor pages (its name, texts, legal details and trial): the server writes it
// into every page it sends (server/school/schoolTags.ts), so the first render already shows it, without a call and
// without a flash of the defaults. A page rendered without it (the pre-render, a test) shows the defaults.

export interface PublicSchoolState {
  profile: SchoolProfile;
  /** The logo's version (its address's cache key); null: no logo. */
  logoVersion: number | null;
  /** The schedule's price per timeslot; null: not known here (then no price is shown). */
  pricePerSlotYen: number | null;
}

type PageData = SchoolProfile & { logo_version: number | null; price_per_slot_yen: number };

/** The page's data block, or null (none, or not JSON). */
export function readSchoolData(doc: Document | undefined = globalThis.document): PageData | null {
  const text = doc?.getElementById(SCHOOL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

const stateOf = (data: PageData | null): PublicSchoolState =>
  data
    ? { profile: { ...DEFAULT_SCHOOL, ...data }, logoVersion: data.logo_version, pricePerSlotYen: data.price_per_slot_yen }
    : { profile: DEFAULT_SCHOOL, logoVersion: null, pricePerSlotYen: null };

export const publicSchoolSlice = createSlice({
  name: 'school',
  initialState: () => stateOf(readSchoolData()),
  reducers: {
    /** The profile from elsewhere than the page (a test, a later read). */
    publicSchoolLoaded: (_state, action: PayloadAction<PageData>) => stateOf(action.payload),
  },
  selectors: {
    selectPublicSchool: (s) => s,
    selectSchoolProfile: (s) => s.profile,
    selectTrial: (s) => s.profile.trial,
    selectPricePerSlot: (s) => s.pricePerSlotYen,
  },
});

export const { publicSchoolLoaded } = publicSchoolSlice.actions;
export const { selectPublicSchool, selectSchoolProfile, selectTrial, selectPricePerSlot } = publicSchoolSlice.selectors;

/** The school's text for a visitor reading `language` ('' when it wrote none: the page keeps its own). */
export const schoolText = (p: SchoolProfile, text: LocalText, language: LanguageCode) => textFor(text, language, p.first_language);
export { schoolNameFor };
