import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FORMAL_COURSE_FEE_YEN, FORMAL_COURSE_TYPES } from '../../shared/constants.js';
import { formatYen } from '../../shared/format.js';
import { TextInput } from '../components/TextInput.js';
import { useWords } from '../i18n/useWords.js';

const fee = formatYen(FORMAL_COURSE_FEE_YEN);

/** /app/pay_for_booking: the formal course form is static and not wired to any call. */
export function PayForBookingPage() {
  const { t } = useWords();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="course-booking-title" variant="h1" gutterBottom>
        {t('course.title')}
      </Typography>
      <Box
        component="form"
        aria-labelledby="course-booking-title"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexDirection: 'column', gap: 3, mt: 3 }}
      >
        <FormControl fullWidth>
          <InputLabel htmlFor="course-type" shrink>
            {t('course.type')}
          </InputLabel>
          <NativeSelect
            defaultValue={FORMAL_COURSE_TYPES[0]}
            input={<OutlinedInput label={t('course.type')} notched />}
            inputProps={{ id: 'course-type', name: 'course_type' }}
          >
            {FORMAL_COURSE_TYPES.map((c) => (
              <option key={c} value={c}>
                {t(`course.type.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput type="date" label={t('course.from')} name="date_from" value={from} onChange={setFrom} inputProps={{ max: to }} />
          <TextInput type="date" label={t('course.to')} name="date_to" value={to} onChange={setTo} inputProps={{ min: from }} />
        </Box>
        <TextInput
          label={t('course.fee')}
          name="fee"
          value={fee}
          onChange={() => undefined}
          readOnly
          helperText={t('course.taxIncluded')}
        />
        <Button type="submit" variant="contained" size="large" disabled aria-describedby="course-booking-note">
          {t('course.submit')}
        </Button>
        <Typography id="course-booking-note" variant="body2" color="text.secondary">
          {t('course.note')}
        </Typography>
      </Box>
    </Container>
  );
}
