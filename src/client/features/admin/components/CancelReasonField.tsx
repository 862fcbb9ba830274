import TextField from '@mui/material/TextField';

/** The reason an owner gives for cancelling lessons (a closure, a teacher's time off): sent to the students as written. */
export function CancelReasonField(p: { label: string; value: string; onChange: (reason: string) => void }) {
  return (
    <TextField
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
      sx={{ my: 1.5 }}
    />
  );
}
