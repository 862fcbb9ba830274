import Button from '@mui/material/Button';
import type { Enrolment } from '../../../../shared/enrolment.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useWords } from '../../../i18n/useWords.js';
import { cardChangeRequested, selectEnrol } from '../enrolSlice.js';

/** "Change the card" of a running card enrolment (issue 40, point 5): the provider's page saves it, then my page again. */
export function CardChange({ enrolment: e }: { enrolment: Enrolment }) {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const changing = useAppSelector(selectEnrol).changingCard;
  if (e.billing !== 'card' || (e.status !== 'active' && e.status !== 'ending')) return null;
  return (
    <Button
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
      loading={changing === e.id}
      disabled={changing !== null && changing !== e.id}
      onClick={() => dispatch(cardChangeRequested({ id: e.id }))}
    >
      {t('enrol.changeCard')}
    </Button>
  );
}
