import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

type Props = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  options: readonly SelectOption[];
  /** The label of a first option, '' in the value, that narrows nothing ('Todos', 'Todas las tareas'…); none without it. */
  anyLabel?: string;
  value: string;
  onChange(value: string): void;
};

/** A select of options (by value and label), with an optional first one for 'any'. */
export function OptionSelect({ options, anyLabel, value, onChange, ...field }: Props) {
  return (
    <TextField {...field} select value={value} onChange={(event) => onChange(event.target.value)}>
      {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Records with an id and a name (groups, assignments) as options. */
export const namedOptions = (records: ReadonlyArray<{ id: string; name: string }>): SelectOption[] =>
  records.map(({ id, name }) => ({ value: id, label: name }));
