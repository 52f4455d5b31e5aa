import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface PlainTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  error?: boolean;
  helperText?: string;
}

/**
 * An outlined text field made of the parts MUI's TextField is made of, without TextField's `select` support
 * (which brings Select, Menu, Popover and Modal along): the login screen stays within its JavaScript budget.
 * Looks and labels exactly like TextField.
 */
export function PlainTextField({ label, error, helperText, id, ...input }: PlainTextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
