import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CustomerRow } from '../../../../../shared/admin/customers.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectPicker, deskCustomerPicked, deskCustomerSearched } from '../bookingsSlice.js';
import { PICKER_MIN_QUERY } from '../customerPickerState.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * The new-booking form's search for a customer who came before (the customers search: name, email, phone
 * however written). Choosing one fills the form with their details and records the booking against them.
 */
export function DeskCustomerPicker() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { query, matches, status, error } = useAppSelector(selectPicker);
  const label = (c: CustomerRow) =>
    c.phone
      ? t('picker.option', { name: c.name, email: c.email ?? t('picker.noEmail'), phone: c.phone })
      : t('picker.optionNoPhone', { name: c.name, email: c.email ?? t('picker.noEmail') });
  return (
    <Autocomplete<CustomerRow>
      options={matches}
      // the server has searched (phone numbers however written): nothing is filtered again here
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={null}
      inputValue={query}
      onInputChange={(_e, text, reason) => reason === 'input' && dispatch(deskCustomerSearched(text))}
      onChange={(_e, chosen) => chosen && dispatch(deskCustomerPicked(chosen.id))}
      // the list stays inside the page's main landmark (a list portalled to the body is outside every landmark)
      disablePortal
      blurOnSelect
      clearOnBlur={false}
      loading={status === 'loading'}
      loadingText={t('picker.searching')}
      openText={t('picker.openList')}
      closeText={t('picker.closeList')}
      clearText={t('picker.clearSearch')}
      noOptionsText={query.trim().length < PICKER_MIN_QUERY ? t('picker.typeMore') : error ? m(error) : t('picker.none')}
      renderOption={(props, c) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {label(c)}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={t('picker.label')} helperText={t('picker.hint')} />}
      sx={{ maxWidth: 480 }}
    />
  );
}
