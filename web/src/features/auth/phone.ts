/** The 11 country codes the phone field offers. */
export const countryCodes = [
  { code: '+51', country: 'Perú' },
  { code: '+1', country: 'Estados Unidos' },
  { code: '+52', country: 'México' },
  { code: '+54', country: 'Argentina' },
  { code: '+55', country: 'Brasil' },
  { code: '+56', country: 'Chile' },
  { code: '+57', country: 'Colombia' },
  { code: '+58', country: 'Venezuela' },
  { code: '+34', country: 'España' },
  { code: '+33', country: 'Francia' },
  { code: '+39', country: 'Italia' },
] as const;

/** The phone input keeps only digits, spaces and hyphens. */
export const phoneCharacters = (value: string) => value.replace(/[^\d\s-]/g, '');

/** A phone is stored as its country code, a space, then the digits (spaces and dashes dropped). */
export const fullPhone = (countryCode: string, phone: string) => `${countryCode} ${phone.replace(/[\s-]/g, '')}`;
