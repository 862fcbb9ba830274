import { SCHOOL_DATA_ID } from '../../../shared/schoolData.js';
import type { LocalText } from '../../../shared/localText.js';
import type { SchoolProfile } from '../../../shared/schoolProfile.js';

// The school's public profile on the visitor pages (its "selector": read from the page, not the store) (its name, texts, legal details and trial): the server writes it
// into every page it sends (server/school/schoolTags.ts), so the first render already shows it, without a call and
// without a flash of the defaults. It is fixed for the page's life, so it is read once and kept here rather than in
// the store (the entry's budget has no room for a slice); a page rendered without it (the pre-render) shows the defaults.

/** The profile, the logo's version, the schedule's price per timeslot and the shortest trial's price (0: free). */
export type PublicSchool = SchoolProfile & {
  logo_version: number | null;
  price_per_slot_yen: number;
  trial_from_yen: number;
  /** The trial's price as the pages say it, per language (written by the server). */
  trial_line: LocalText;
  /** The school's cancellation policy as the terms and the payment page say it, per language; null: none. */
  cancel_policy_line?: LocalText | null;
};

let data: PublicSchool | null | undefined;

/** The page's profile, or null (none: the site's own texts). */
export function publicSchool(): PublicSchool | null {
  if (data === undefined) {
    try {
      // no page (the pre-render), no block or no JSON in it: null
      data = JSON.parse(document.getElementById(SCHOOL_DATA_ID)!.textContent!) as PublicSchool | null;
    } catch {
      data = null;
    }
  }
  return data;
}

/** Tests set the profile a page would carry (undefined: read the page again). */
export function setPublicSchool(next: PublicSchool | null | undefined): void {
  data = next;
}
