import type { LocalText } from '../../../shared/localText.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectLanguage } from '../ui/uiSelectors.js';
import { publicSchool, type PublicSchool } from './schoolSelectors.js';

/**
 * The school's profile as the visitor reads it: its name and any of its texts in the visitor's language, else in
 * the school's first language (textFor's rule, written small here: the footer puts this in every page's first load).
 */
export function useSchool() {
  const language = useAppSelector(selectLanguage);
  const school = publicSchool();
  /** The school's text, '' when it wrote none (the page shows its own then). */
  const text = (pick: (s: PublicSchool) => LocalText) => (school && (pick(school)[language] || pick(school)[school.first_language])) || '';
  return { school, language, text, name: text((s) => s.name) || 'GTSS Language School' };
}
