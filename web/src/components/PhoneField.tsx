import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { countryCodes, phoneCharacters } from '../lib/phone';
import { FormikTextField } from './FormikTextField';
import type { FormikFieldHost } from './formikField';

type PhoneForm<Values> = FormikFieldHost<Values> & { setFieldValue(field: string, value: string): unknown };

/**
 * 'Código de país' and 'Celular' side by side, bound to the form's `countryCode` and `phone`: the number keeps only
 * digits, spaces and hyphens as it is typed (lib/phone.ts makes the stored '+51 987654321' of both).
 */
export function PhoneField<Values>({ form }: { form: PhoneForm<Values> }) {
  const current = String(form.getFieldProps('countryCode').value);
  // A stored phone's code the list lacks (an account made through the api) is shown as it is, not as Perú's.
  const options: ReadonlyArray<{ code: string; country: string }> = countryCodes.some(({ code }) => code === current)
    ? countryCodes
    : [...countryCodes, { code: current, country: '' }];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '9.5rem 1fr', columnGap: 2 }}>
      <FormikTextField select form={form} name="countryCode" label="Código de país">
        {options.map(({ code, country }) => (
          <MenuItem key={code} value={code}>
            {`${code} ${country}`.trim()}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField
        form={form}
        name="phone"
        label="Celular"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        onChange={(event) => void form.setFieldValue('phone', phoneCharacters(event.target.value))}
      />
    </Box>
  );
}
