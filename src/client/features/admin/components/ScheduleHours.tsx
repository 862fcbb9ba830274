import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Weekday } from '../../../../shared/admin/schedule.js';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText } from '../i18n/useConsoleText.js';
import { DAYS, type DraftErrors, type ScheduleDraft } from '../scheduleDraft.js';

interface Props {
  hours: ScheduleDraft['weeklyHours'];
  errors: DraftErrors;
  readOnly: boolean;
  onChange(day: Weekday, ranges: Array<[string, string]>): void;
  /** The words where they are not the school's (a teacher's hours: "Not working", "Starts"…). */
  words?: HoursWords;
  /** Inside a form part of its own (a teacher's working hours) the title is one size smaller. */
  nested?: boolean;
}

export interface HoursWords {
  title: MessageId;
  closed: MessageId;
  opens: MessageId;
  closes: MessageId;
  rangeOpens: MessageId;
  rangeCloses: MessageId;
}

const SCHOOL_WORDS: HoursWords = {
  title: 'schedule.hours.title',
  closed: 'schedule.hours.closed',
  opens: 'schedule.hours.opens',
  closes: 'schedule.hours.closes',
  rangeOpens: 'schedule.hours.rangeOpens',
  rangeCloses: 'schedule.hours.rangeCloses',
};

/** The weekly opening hours, ranges of HH:MM–HH:MM per weekday; a day without one is closed. */
export function ScheduleHours({ hours, errors, readOnly, onChange, words = SCHOOL_WORDS, nested = false }: Props) {
  const { t, m } = useConsoleText();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography
        component="legend"
        variant={nested ? 'h3' : 'h2'}
        sx={nested ? { fontSize: '1.1rem', fontWeight: 700, mb: 1 } : { mb: 1 }}
      >
        {t(words.title)}
      </Typography>
      {DAYS.map(({ key, label: labelId }) => {
        const label = t(labelId);
        const ranges = hours[key];
        const edit = (i: number, side: 0 | 1, value: string) =>
          onChange(
            key,
            ranges.map((r, j) => (j === i ? ((side === 0 ? [value, r[1]] : [r[0], value]) as [string, string]) : r)),
          );
        return (
          <Box key={key} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: 700, minWidth: 110 }}>
                {label}
              </Typography>
              {ranges.length === 0 && <Typography color="text.secondary">{t(words.closed)}</Typography>}
              {!readOnly && (
                <Button size="small" variant="outlined" onClick={() => onChange(key, [...ranges, ['09:00', '17:00']])}>
                  {t('schedule.hours.addRange', { day: label })}
                </Button>
              )}
            </Box>
            {ranges.map(([start, end], i) => (
              <Box key={i} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                {(['start', 'end'] as const).map((side, s) => (
                  <TextField
                    key={side}
                    size="small"
                    label={t(side === 'start' ? words.opens : words.closes)}
                    value={s === 0 ? start : end}
                    onChange={(e) => edit(i, s as 0 | 1, e.target.value)}
                    placeholder={t('schedule.hours.placeholder')}
                    disabled={readOnly}
                    error={Boolean(errors[`${key}.${i}.${side}`])}
                    helperText={errors[`${key}.${i}.${side}`] ? m(errors[`${key}.${i}.${side}`]) : ' '}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        maxLength: 5,
                        'aria-label': t(side === 'start' ? words.rangeOpens : words.rangeCloses, {
                          day: label,
                          n: i + 1,
                        }),
                      },
                    }}
                    sx={{ flex: { xs: '1 1 96px', sm: '0 0 180px' } }}
                  />
                ))}
                {!readOnly && (
                  <Button
                    aria-label={t('schedule.hours.removeRange', { day: label, n: i + 1 })}
                    onClick={() =>
                      onChange(
                        key,
                        ranges.filter((_, j) => j !== i),
                      )
                    }
                    sx={{ mt: 0.5 }}
                  >
                    {t('schedule.remove')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
