import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import type { CustomerRow } from '../../../../../shared/admin/customers.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectPicker, deskCustomerPicked, deskCustomerSearched } from '../bookingsSlice.js';
import { PICKER_MIN_QUERY } from '../customerPickerState.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * The new-booking form's search for a customer who came before (the customers search: name, email, phone
 * however written). Choosing one fills the form with their details and records the booking against them.
 * Built on MUI's headless useAutocomplete (a combobox with its listbox): the styled Autocomplete and its
 * Popper would add 17 KB to the page (docs/performance.md).
 */
export function DeskCustomerPicker() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { query, matches, status, error } = useAppSelector(selectPicker);
  const label = (c: CustomerRow) =>
    c.phone
      ? t('picker.option', { name: c.name, email: c.email ?? t('picker.noEmail'), phone: c.phone })
      : t('picker.optionNoPhone', { name: c.name, email: c.email ?? t('picker.noEmail') });
  const { getRootProps, getInputProps, getInputLabelProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } =
    useAutocomplete<CustomerRow>({
      id: 'desk-customer-picker',
      options: matches,
      // the server has searched (phone numbers however written): nothing is filtered again here
      filterOptions: (x) => x,
      getOptionLabel: label,
      isOptionEqualToValue: (a, b) => a.id === b.id,
      value: null,
      inputValue: query,
      onInputChange: (_e, text, reason) => reason === 'input' && dispatch(deskCustomerSearched(text)),
      onChange: (_e, chosen) => chosen && dispatch(deskCustomerPicked(chosen.id)),
      blurOnSelect: true,
      clearOnBlur: false,
      freeSolo: false,
    });
  const options = groupedOptions as CustomerRow[];
  const empty =
    status === 'loading'
      ? t('picker.searching')
      : query.trim().length < PICKER_MIN_QUERY
        ? t('picker.typeMore')
        : error
          ? m(error)
          : t('picker.none');
  const { ref: inputRef, ...inputProps } = getInputProps();
  return (
    // the list stays inside the page's main landmark, under the field
    <Box {...getRootProps()} sx={{ maxWidth: 480, position: 'relative' }}>
      <TextField
        label={t('picker.label')}
        helperText={t('picker.hint')}
        fullWidth
        slotProps={{ inputLabel: getInputLabelProps(), htmlInput: { ...inputProps, ref: inputRef } }}
      />
      {popupOpen && (
        <Paper elevation={4} sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, top: 56, maxHeight: 320, overflowY: 'auto' }}>
          {options.length > 0 ? (
            <Box component="ul" {...getListboxProps()} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
              {options.map((c, index) => {
                const { key, ...rest } = getOptionProps({ option: c, index }) as ReturnType<typeof getOptionProps> & { key: string };
                return (
                  <Box
                    component="li"
                    key={key}
                    {...rest}
                    sx={{
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      cursor: 'pointer',
                      '&.Mui-focused, &:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    {label(c)}
                  </Box>
                );
              })}
            </Box>
          ) : (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {empty}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
