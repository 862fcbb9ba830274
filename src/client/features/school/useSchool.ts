import { useEffect } from 'react';
import { SITE_TITLE } from '../../../shared/constants.js';
import { schoolNameFor, type LocalText } from '../../../shared/schoolProfile.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectLanguage } from '../ui/uiSelectors.js';
import { schoolText, selectSchoolProfile } from './schoolSlice.js';

/** The school's profile as the visitor reads it: its name and any of its texts in the visitor's language. */
export function useSchool() {
  const profile = useAppSelector(selectSchoolProfile);
  const language = useAppSelector(selectLanguage);
  return {
    profile,
    language,
    name: schoolNameFor(profile, language),
    /** The school's text, '' when it wrote none (the page shows its own then). */
    text: (text: LocalText) => schoolText(profile, text, language),
  };
}

/** The document's title: the school's, where it set one (the site's otherwise). */
export function useSchoolTitle(): void {
  const { profile, text } = useSchool();
  const title = text(profile.site_title);
  useEffect(() => {
    document.title = title || SITE_TITLE;
  }, [title]);
}
