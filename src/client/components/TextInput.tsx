import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type HTMLInputTypeAttribute } from 'react';

export interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: string;
  /** Extra props for the <input> itself (min, max, inputMode…). */
  inputProps?: Record<string, string | number>;
}

/**
 * An outlined, labelled text field that looks like MUI's TextField. TextField itself also imports
 * Select (and with it Menu, Popover, Modal and the transitions): about 20 KB more per form page.
 */
export function TextInput({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  error,
  helperText,
  inputProps,
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id} shrink={type === 'date' ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={required ? `${label} *` : label}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        notched={type === 'date' ? true : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        inputProps={{ 'aria-describedby': helperId, ...inputProps }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
