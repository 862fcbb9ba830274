import TextField from '@mui/material/TextField';
import type { LanguageCode } from '../../../../../shared/constants.js';
import type { LocalText } from '../../../../../shared/schoolProfile.js';
import { withText } from './schoolForm.js';

interface Props {
  label: string;
  text: LocalText;
  editing: LanguageCode;
  onChange(next: LocalText): void;
  /** What visitors see while this language's text is empty. */
  placeholder?: string;
  helperText?: string;
  rows?: number;
}

/** One of the school's texts in the language being edited (its `lang` set, so a reader and spelling follow it). */
export function LocalTextField({ label, text, editing, onChange, placeholder, helperText, rows }: Props) {
  return (
    <TextField
      label={label}
      value={text[editing] ?? ''}
      onChange={(e) => onChange(withText(text, editing, e.target.value))}
      placeholder={placeholder}
      helperText={helperText}
      multiline={rows !== undefined}
      minRows={rows}
      fullWidth
      slotProps={{ htmlInput: { lang: editing } }}
    />
  );
}
