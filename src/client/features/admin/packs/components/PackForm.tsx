import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PackForEdit, PackInput } from '../../../../../shared/admin/packs.js';
import { PACK_DEFAULT_VALID_DAYS, PACK_MAX_VALID_DAYS } from '../../../../../shared/packWords.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { packFormClosed, packSaveSubmitted, selectPacks } from '../packsSlice.js';
import { PackCourseField, type Form } from './PackCourseField.js';

const LANGUAGES = [
  ['en', 'English'],
  ['ja', '日本語'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
] as const;

const formOf = (p: PackForEdit | null): Form =>
  p
    ? {
        names: p.names,
        lessons: p.lessons,
        lesson_slots: p.lesson_slots,
        price_yen: p.price_yen,
        valid_days: p.valid_days,
        on_sale: p.on_sale,
        course_id: p.course_id ?? null,
      }
    : {
        names: { en: '' },
        lessons: 5,
        lesson_slots: 2,
        price_yen: 15000,
        valid_days: PACK_DEFAULT_VALID_DAYS,
        on_sale: true,
        course_id: null,
      };

/** The owner's pack form: New or Edit (saved at the version read); the validity's limit says why (資金決済法). */
export function PackForm() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { editing, list, save, message, courses } = useAppSelector(selectPacks);
  const pack = typeof editing === 'number' ? (list?.find((p) => p.id === editing) ?? null) : null;
  const [form, setForm] = useState<Form>(() => formOf(pack));
  const title = pack ? t('packs.form.editTitle', { name: pack.names.en }) : t('packs.form.newTitle');
  const num = (key: 'lessons' | 'lesson_slots' | 'price_yen' | 'valid_days') => ({
    type: 'number',
    value: String(form[key]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: Number(e.target.value) }),
  });
  const tooLong = form.valid_days > PACK_MAX_VALID_DAYS;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const names = Object.fromEntries(Object.entries(form.names).filter(([, v]) => v.trim())) as PackInput['names'];
    const input = { ...form, names };
    dispatch(packSaveSubmitted(pack ? { id: pack.id, input: { ...input, version: pack.version } } : { id: null, input }));
  };
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          {title}
        </Typography>
        {save === 'failed' && message && <Alert severity="error">{m(message)}</Alert>}
        {LANGUAGES.map(([code, language]) => (
          <TextField
            key={code}
            label={t('packs.form.name', { language })}
            required={code === 'en'}
            value={form.names[code] ?? ''}
            onChange={(e) => setForm({ ...form, names: { ...form.names, [code]: e.target.value } })}
          />
        ))}
        <TextField label={t('packs.form.lessons')} {...num('lessons')} />
        <PackCourseField courses={courses} form={form} setForm={setForm} />
        {/* a course's pack takes the course's length (the server sets it) */}
        <TextField label={t('packs.form.slots')} {...num('lesson_slots')} disabled={form.course_id !== null} />
        <TextField label={t('packs.form.price')} {...num('price_yen')} />
        <TextField label={t('packs.form.validDays')} {...num('valid_days')} error={tooLong} helperText={t('packs.form.validHelp')} />
        <FormControlLabel
          control={<Switch checked={form.on_sale} onChange={(e) => setForm({ ...form, on_sale: e.target.checked })} />}
          label={t('packs.form.onSale')}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save === 'loading' || tooLong}>
            {t('packs.form.save')}
          </Button>
          <Button onClick={() => dispatch(packFormClosed())} disabled={save === 'loading'}>
            {t('packs.form.cancel')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
