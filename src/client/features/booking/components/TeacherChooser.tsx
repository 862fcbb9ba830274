import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { LanguageCode } from '../../../../shared/constants.js';
import type { TeacherProfile } from '../../../../shared/teachers.js';
import { TEACHING_LANGUAGE_NAMES, type TeachingLanguageCode } from '../../../../shared/teachingLanguages.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectLanguage } from '../../ui/uiSelectors.js';
import { learningLanguageChosen, teacherChosen } from '../bookingSlice.js';
import { selectChosenTeacherId, selectHasTeachers, selectLearningLanguage } from '../teacherSelectors.js';
import { selectTeachersOfLanguage, selectTeachingLanguages } from '../teacherViewSelectors.js';
import { TeacherOption } from './TeacherOption.js';
import { teacherNameFor } from '../../../../shared/teacherName.js';
import { useWords } from '../../../i18n/useWords.js';

const ANY = 'any';
const cardsSx = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))' } as const;

/** The profile in the page's language, else English, else any; with its language for `lang`. */
function profileIn(profile: TeacherProfile, language: LanguageCode): { lang: string; text: string } | null {
  for (const lang of [language, 'en', ...Object.keys(profile)] as LanguageCode[]) {
    const text = profile[lang]?.trim();
    if (text) return { lang, text };
  }
  return null;
}

/** A teaching language's name in the page's language (English: the site's own names; else the browser's own, 日本語, 英语 …). */
function languageName(code: TeachingLanguageCode, language: LanguageCode): string {
  if (language === 'en') return TEACHING_LANGUAGE_NAMES[code];
  return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? TEACHING_LANGUAGE_NAMES[code];
}

const languageList = (codes: TeachingLanguageCode[], language: LanguageCode) =>
  codes.map((c) => languageName(c, language)).join(language === 'en' ? ', ' : '、');

/** What to learn (when the teachers teach more than one language) and who teaches: only for a school with teachers. */
export function TeacherChooser() {
  const dispatch = useAppDispatch();
  const hasTeachers = useAppSelector(selectHasTeachers);
  const languages = useAppSelector(selectTeachingLanguages);
  const language = useAppSelector(selectLearningLanguage);
  const teachers = useAppSelector(selectTeachersOfLanguage);
  const teacherId = useAppSelector(selectChosenTeacherId);
  const siteLanguage = useAppSelector(selectLanguage);
  const id = useId();
  const { t, language: shown } = useWords();
  if (!hasTeachers) return null;
  return (
    <>
      {languages.length > 1 && (
        <FormControl component="fieldset" sx={{ minWidth: 0 }}>
          <FormLabel component="legend" id={`${id}-lang`} sx={{ mb: 0.5 }}>
            {t('booking.learn')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-lang`}
            value={language ?? ANY}
            onChange={(_, v) => dispatch(learningLanguageChosen(v === ANY ? null : (v as TeachingLanguageCode)))}
          >
            <FormControlLabel value={ANY} control={<Radio />} label={t('booking.anyLanguage')} />
            {languages.map((l) => (
              <FormControlLabel key={l} value={l} control={<Radio />} label={languageName(l, shown)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <FormControl component="fieldset" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" id={`${id}-teacher`} sx={{ mb: 1 }}>
          {t('common.teacher')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-teacher`}
          value={teacherId === null ? ANY : String(teacherId)}
          onChange={(_, v) => dispatch(teacherChosen(v === ANY ? null : Number(v)))}
          sx={cardsSx}
        >
          <TeacherOption value={ANY} title={t('booking.anyTeacher')} details={t('booking.anyTeacherText')} />
          {teachers.map((teacher) => {
            const profile = profileIn(teacher.profile, siteLanguage);
            return (
              <TeacherOption
                key={teacher.id}
                value={String(teacher.id)}
                title={teacherNameFor(teacher.name, teacher.name_latin, siteLanguage)}
                name={teacher.name_latin && siteLanguage !== 'ja' ? teacher.name_latin : teacher.name}
                photo={teacher.photo_url}
                details={
                  <>
                    <span style={{ display: 'block' }}>{t('booking.teaches', { languages: languageList(teacher.languages, shown) })}</span>
                    {profile && (
                      <span lang={profile.lang} style={{ display: 'block' }}>
                        {profile.text}
                      </span>
                    )}
                  </>
                }
              />
            );
          })}
        </RadioGroup>
      </FormControl>
    </>
  );
}
