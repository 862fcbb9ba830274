import type { TeacherNumbers } from '../../../../../shared/admin/numbers.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { NumbersBreakdownTable } from './NumbersBreakdownTable.js';

/** Each teacher's paid classes and net revenue in the range; nothing in a school without teachers. */
export function NumbersTeacherTable({ rows }: { rows: TeacherNumbers[] }) {
  const { t } = useConsoleText();
  return (
    <NumbersBreakdownTable
      id="numbers-teachers"
      title={t('numbers.teachers.title')}
      region={t('numbers.teachers.region')}
      nameHeading={t('numbers.teachers.teacher')}
      countHeading={t('numbers.teachers.classes')}
      rows={rows.map((r) => ({ key: String(r.teacher_id), name: r.name, count: r.classes, netRevenue: r.net_revenue }))}
    />
  );
}
