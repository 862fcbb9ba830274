import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { enrolWalkInSubmitted, selectEnrol } from '../enrolmentsSlice.js';

/** A walk-in new to the school: their name (and an email or phone if they give one) makes them a customer to enrol. */
export function WalkInForm() {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const { language } = useAppSelector(selectEnrol);
  const [person, setPerson] = useState({ name: '', email: '', phone: '' });
  const field = (key: keyof typeof person, label: string, type = 'text') => (
    <TextField
      size="small"
      type={type}
      label={label}
      required={key === 'name'}
      value={person[key]}
      onChange={(e) => setPerson({ ...person, [key]: e.target.value })}
    />
  );
  return (
    <Box
      component="form"
      aria-labelledby="walk-in-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (person.name.trim()) dispatch(enrolWalkInSubmitted({ ...person, language }));
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 480 }}
    >
      <Typography id="walk-in-title" variant="subtitle1">
        {t('enrolments.enrol.walkIn')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {field('name', t('enrolments.enrol.walkInName'))}
        {field('email', t('enrolments.enrol.walkInEmail'), 'email')}
        {field('phone', t('enrolments.enrol.walkInPhone'), 'tel')}
      </Box>
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('enrolments.enrol.walkInAdd')}
      </Button>
    </Box>
  );
}
