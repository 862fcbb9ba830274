import type { LanguageCode } from '../../../../../shared/constants.js';
import type { LocalText, SchoolProfile } from '../../../../../shared/schoolProfile.js';

/** What each part of the school form gets: the draft, the language its texts are written in, and how to change it. */
export interface SchoolFormPart {
  draft: SchoolProfile;
  editing: LanguageCode;
  onEdit(next: SchoolProfile): void;
}

/** A LocalText with `language`'s text set (a blank one removed: the page then shows its fallback). */
export function withText(text: LocalText, language: LanguageCode, value: string): LocalText {
  const next = { ...text };
  if (value === '') delete next[language];
  else next[language] = value;
  return next;
}
