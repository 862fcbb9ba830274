import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Teacher } from '../../../../../shared/admin/teachers.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectTeachers, teacherFormOpened, teacherRestoreSubmitted } from '../teachersSlice.js';
import { TEACHING_LANGUAGE_LABELS } from '../../format/teachingLanguages.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { DAYS } from '../../scheduleDraft.js';

/** "School's hours", or each working weekday with its ranges, one line each ("Monday 10:00–12:00 and 13:00–17:00"). */
export function hoursLines(teacher: Teacher, { t, list }: Pick<ConsoleText, 't' | 'list'>): string[] {
  const hours = teacher.weekly_hours;
  if (!hours) return [t('teachers.hours.school')];
  const days = DAYS.filter((d) => hours[d.key].length > 0).map((d) => `${t(d.label)} ${list(hours[d.key].map(([a, b]) => `${a}–${b}`))}`);
  return days.length > 0 ? days : [t('teachers.hours.noneWeekly')];
}

interface Props {
  teacher: Teacher;
  owner: boolean;
  busy: boolean;
  onRetire(): void;
}

/** One teacher as a card (stacked on a phone): what visitors and staff need to know, and the owner's buttons. */
export function TeacherCard({ teacher, owner, busy, onRetire }: Props) {
  const dispatch = useAppDispatch();
  const text = useConsoleText();
  const { t, count, list } = text;
  const working = useAppSelector(selectTeachers).outcome.status === 'loading';
  const disabled = busy || working;
  const retired = teacher.retired_at !== null;
  const facts: Array<[string, string | string[]]> = [
    [t('teachers.card.languages'), list(teacher.languages.map((code) => t(TEACHING_LANGUAGE_LABELS[code])))],
    [t('teachers.card.online'), t(teacher.bookable_online ? 'teachers.card.onlineYes' : 'teachers.card.onlineNo')],
    [t('teachers.card.staff'), teacher.user_label ?? t('common.none')],
    [t('teachers.card.hours'), hoursLines(teacher, text)],
    [t('teachers.card.exceptions'), t('teachers.card.exceptionCount', { count: teacher.exceptions.length })],
    [t('teachers.card.upcoming'), count(teacher.upcoming_classes)],
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {teacher.name}
        {retired && (
          <Typography component="span" color="text.secondary">
            {' '}
            {t('teachers.card.retired')}
          </Typography>
        )}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' }}>
              {typeof value === 'string'
                ? value
                : value.map((line) => (
                    <Box component="span" key={line} sx={{ display: 'block' }}>
                      {line}
                    </Box>
                  ))}
            </Box>
          </Box>
        ))}
      </Box>
      {owner && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {retired ? (
            <Button
              variant="outlined"
              disabled={disabled}
              aria-label={t('teachers.card.restoreLabel', { name: teacher.name })}
              onClick={() => dispatch(teacherRestoreSubmitted({ id: teacher.id, name: teacher.name }))}
            >
              {t('teachers.card.restore')}
            </Button>
          ) : (
            <>
              <Button
                variant="outlined"
                disabled={disabled}
                aria-label={t('teachers.card.editLabel', { name: teacher.name })}
                onClick={() => dispatch(teacherFormOpened(teacher.id))}
              >
                {t('teachers.card.edit')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={disabled}
                aria-label={t('teachers.card.retireLabel', { name: teacher.name })}
                onClick={onRetire}
              >
                {t('teachers.card.retire')}
              </Button>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
