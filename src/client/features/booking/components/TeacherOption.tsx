import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useWords } from '../../../i18n/useWords.js';

const PHOTO_PX = 48;

/** The first letters of the first two words ('Mei Tanaka' → 'MT'). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');

// The whole card is the radio's label (click anywhere); the radio's name is only the title, and the
// rest is its description, so a screen reader says "Mei Tanaka, radio button" and then the profile.
const cardSx = {
  m: 0,
  p: 1.5,
  alignItems: 'flex-start',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
  '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export interface TeacherOptionProps {
  value: string;
  title: string;
  /** A photo URL; absent with a name: an initials avatar; no name (Any teacher): no avatar. */
  photo?: string | null;
  name?: string;
  details: ReactNode;
}

/** One card of the teacher radio group: avatar, name and the teacher's languages and profile. */
export function TeacherOption({ value, title, photo, name, details }: TeacherOptionProps) {
  const id = useId();
  const { t } = useWords();
  return (
    <FormControlLabel
      value={value}
      sx={cardSx}
      control={<Radio sx={{ mt: -0.5 }} slotProps={{ input: { 'aria-labelledby': `${id}-t`, 'aria-describedby': `${id}-d` } }} />}
      label={
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          {name !== undefined &&
            (photo ? (
              <Avatar
                src={photo}
                alt={t('booking.photoOf', { name })}
                sx={{ width: PHOTO_PX, height: PHOTO_PX }}
                slotProps={{ img: { loading: 'lazy', width: PHOTO_PX, height: PHOTO_PX } }}
              />
            ) : (
              <Avatar aria-hidden sx={{ width: PHOTO_PX, height: PHOTO_PX, bgcolor: 'primary.main' }}>
                {initials(name)}
              </Avatar>
            ))}
          <Box sx={{ minWidth: 0 }}>
            {/* a person's name is not translated by the site's translate widget */}
            <Typography id={`${id}-t`} sx={{ fontWeight: 600 }} translate={name !== undefined ? 'no' : undefined}>
              {title}
            </Typography>
            <Box id={`${id}-d`} sx={{ color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
              {details}
            </Box>
          </Box>
        </Box>
      }
    />
  );
}
