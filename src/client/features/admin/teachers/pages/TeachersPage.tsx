import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaffRole } from '../../../auth/authSelectors.js';
import { selectTeachers, teacherFormClosed, teacherFormOpened, teachersNeeded } from '../teachersSlice.js';
import { schedulePageOpened } from '../../schedule/scheduleSlice.js';
import { staffPageOpened } from '../../staff/staffSlice.js';
import { TeacherForm } from '../components/TeacherForm.js';
import { TeacherList } from '../components/TeacherList.js';
import { TeacherOutcome } from '../components/TeacherOutcome.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { teachersArea } from '../teachersArea.js';
import { scheduleArea } from '../../schedule/scheduleArea.js';
import { staffArea } from '../../staff/staffArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(teachersArea, scheduleArea, staffArea);

/** /admin/teachers: the school's teachers; every member reads them, owners add, edit, retire and restore. */
export function TeachersPage() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const owner = useAppSelector(selectStaffRole) === 'owner';
  const { list, listStatus, listError, editing } = useAppSelector(selectTeachers);
  useEffect(() => {
    dispatch(teacherFormClosed());
    dispatch(teachersNeeded());
    if (!owner) return;
    // the form's linked staff member (the staff list is owners' only) and the school's hours to start own hours from
    dispatch(staffPageOpened());
    dispatch(schedulePageOpened());
  }, [dispatch, owner]);
  const edited = typeof editing === 'number' ? (list.find((x) => x.id === editing) ?? null) : null;
  const formOpen = owner && (editing === 'new' || edited !== null);
  // a closed form (saved or canceled) leaves keyboard users at "Add a teacher", not at the page's top
  const addButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !formOpen) addButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);
  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('teachers.title')}
        </Typography>
        <Typography>{t('teachers.intro')}</Typography>
      </Box>
      {!owner && <Alert severity="info">{t('teachers.readOnly')}</Alert>}
      {listStatus === 'failed' && listError && (
        <Alert severity="error" role="alert">
          {m(listError)}
        </Alert>
      )}
      {listStatus === 'loading' && list.length === 0 && (
        <Box role="progressbar" aria-busy="true" aria-label={t('teachers.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      )}
      {formOpen ? (
        <TeacherForm key={edited ? `${edited.id}.${edited.version}` : 'new'} teacher={edited} />
      ) : (
        <>
          <TeacherOutcome />
          {owner && listStatus !== 'failed' && (
            <Box>
              <Button ref={addButton} variant="contained" onClick={() => dispatch(teacherFormOpened('new'))}>
                {t('teachers.add')}
              </Button>
            </Box>
          )}
        </>
      )}
      {(listStatus === 'ready' || list.length > 0) && <TeacherList teachers={list} owner={owner} busy={formOpen} />}
    </Box>
  );
}
