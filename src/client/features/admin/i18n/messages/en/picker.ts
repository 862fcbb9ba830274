// The new-booking form's search for a customer who came before.
export const picker = {
  'picker.label': 'Customer who came before',
  'picker.hint': 'Search by name, email or phone (any way it is written); choosing one fills in their details.',
  'picker.typeMore': 'Type at least 2 characters',
  'picker.searching': 'Searching…',
  'picker.none': 'No customer found: fill in the details below for a new one.',
  'picker.noEmail': 'no email',
  'picker.option': '{name} · {email} · {phone}',
  'picker.optionNoPhone': '{name} · {email}',
  'picker.clear': 'Not this customer',
  'picker.failed': 'Customers could not be searched. Please try again.',
} as const;
