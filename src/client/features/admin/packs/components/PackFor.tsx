import { textFor } from '../../../../../shared/localText.js';
import type { PackListed } from '../../../../../shared/admin/packs.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectConsoleLanguage } from '../../consoleSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { selectPacks } from '../packsSlice.js';

/**
 * What a listed pack pays for (issue 41's leftovers): its course by name, or any lesson of its length. The courses are
 * the form's (read after the list); unread, a course's pack still says it is one.
 */
export function PackFor({ pack }: { pack: PackListed }) {
  const { t } = useConsoleText();
  const language = useAppSelector(selectConsoleLanguage) ?? 'en';
  const courses = useAppSelector(selectPacks).courses;
  if (pack.course_id == null) return <>{t('packs.list.anyLesson', { minutes: pack.lesson_minutes })}</>;
  const course = courses?.find((c) => c.id === pack.course_id);
  return <>{course ? t('packs.list.forCourse', { name: textFor(course.names, language, 'en') }) : t('packs.list.someCourse')}</>;
}
