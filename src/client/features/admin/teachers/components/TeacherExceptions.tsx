import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { DraftErrors } from '../../scheduleDraft.js';
import type { ExceptionDraft } from '../teacherDraft.js';

interface Props {
  exceptions: ExceptionDraft[];
  errors: DraftErrors;
  onChange(exceptions: ExceptionDraft[]): void;
}

/** Dated exceptions to the teacher's hours: each a date with a day off or other hours; rows added and removed. */
export function TeacherExceptions({ exceptions, errors, onChange }: Props) {
  const { t, m } = useConsoleText();
  const help = (key: string, otherwise = ' ') => (errors[key] ? m(errors[key]) : otherwise);
  const edit = (i: number, change: Partial<ExceptionDraft>) => onChange(exceptions.map((x, j) => (j === i ? { ...x, ...change } : x)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {t('teachers.exceptions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {exceptions.length === 0 ? t('teachers.exceptions.none') : t('teachers.exceptions.help')}
      </Typography>
      {exceptions.map((x, i) => {
        const n = i + 1;
        const setRange = (r: number, side: 0 | 1, value: string) =>
          edit(i, { hours: x.hours.map((h, k) => (k === r ? ((side === 0 ? [value, h[1]] : [h[0], value]) as [string, string]) : h)) });
        return (
          <Box key={i} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                type="date"
                size="small"
                label={t('teachers.exceptions.date', { n })}
                value={x.date}
                onChange={(e) => edit(i, { date: e.target.value })}
                error={Boolean(errors[`exception.${i}.date`])}
                helperText={help(`exception.${i}.date`)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: { xs: '1 1 160px', sm: '0 0 200px' } }}
              />
              <TextField
                select
                size="small"
                label={t('teachers.exceptions.kind', { n })}
                value={x.off ? 'off' : 'hours'}
                onChange={(e) => edit(i, { off: e.target.value === 'off', hours: x.hours.length > 0 ? x.hours : [['09:00', '17:00']] })}
                error={Boolean(errors[`exception.${i}.hours`])}
                helperText={help(`exception.${i}.hours`)}
                slotProps={{ select: { native: true } }}
                sx={{ flex: { xs: '1 1 160px', sm: '0 0 200px' } }}
              >
                <option value="off">{t('teachers.exceptions.off')}</option>
                <option value="hours">{t('teachers.exceptions.otherHours')}</option>
              </TextField>
              <Button aria-label={t('teachers.exceptions.remove', { n })} onClick={() => onChange(exceptions.filter((_, j) => j !== i))}>
                {t('schedule.remove')}
              </Button>
            </Box>
            {!x.off &&
              x.hours.map(([start, end], r) => (
                <Box key={r} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                  {(['start', 'end'] as const).map((side, s) => (
                    <TextField
                      key={side}
                      size="small"
                      label={t(side === 'start' ? 'teachers.hours.starts' : 'teachers.hours.ends')}
                      value={s === 0 ? start : end}
                      onChange={(e) => setRange(r, s as 0 | 1, e.target.value)}
                      placeholder={t('schedule.hours.placeholder')}
                      error={Boolean(errors[`exception.${i}.${r}.${side}`])}
                      helperText={help(`exception.${i}.${r}.${side}`)}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          maxLength: 5,
                          'aria-label': t(side === 'start' ? 'teachers.exceptions.rangeStarts' : 'teachers.exceptions.rangeEnds', {
                            n,
                            r: r + 1,
                          }),
                        },
                      }}
                      sx={{ flex: { xs: '1 1 96px', sm: '0 0 180px' } }}
                    />
                  ))}
                  <Button
                    aria-label={t('teachers.exceptions.removeRange', { n, r: r + 1 })}
                    onClick={() => edit(i, { hours: x.hours.filter((_, k) => k !== r) })}
                    sx={{ mt: 0.5 }}
                  >
                    {t('schedule.remove')}
                  </Button>
                </Box>
              ))}
            {!x.off && (
              <Box>
                <Button size="small" variant="outlined" onClick={() => edit(i, { hours: [...x.hours, ['13:00', '17:00']] })}>
                  {t('teachers.exceptions.addRange', { n })}
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
      <Button variant="outlined" onClick={() => onChange([...exceptions, { date: '', off: true, hours: [] }])}>
        {t('teachers.exceptions.add')}
      </Button>
      <FormHelperText sx={{ mt: 0.5 }}>{t('teachers.exceptions.pastHidden')}</FormHelperText>
    </Box>
  );
}
