/** The country codes the phone field offers (the api knows the same ones: features/auth/schemas.ts). */
export const countryCodes = [
  { code: '+51', country: 'Perú' },
  { code: '+1', country: 'Estados Unidos' },
  { code: '+52', country: 'México' },
  { code: '+54', country: 'Argentina' },
  { code: '+55', country: 'Brasil' },
  { code: '+56', country: 'Chile' },
  { code: '+57', country: 'Colombia' },
  { code: '+58', country: 'Venezuela' },
  { code: '+591', country: 'Bolivia' },
  { code: '+593', country: 'Ecuador' },
  { code: '+34', country: 'España' },
  { code: '+33', country: 'Francia' },
  { code: '+39', country: 'Italia' },
] as const;

/** The phone input keeps only digits, spaces and hyphens. */
export const phoneCharacters = (value: string) => value.replace(/[^\d\s-]/g, '');

/** A phone is stored as its country code, a space, then the digits (spaces and dashes dropped). */
export const fullPhone = (countryCode: string, phone: string) => `${countryCode} ${phone.replace(/[\s-]/g, '')}`;

/**
 * A stored phone ('+51 987654321') as the form's two fields. A code the selector does not offer (an account made
 * through the api) is kept as it is: PhoneField lists it, so saving something else never turns it into Perú's.
 */
export function splitPhone(stored: string): { countryCode: string; phone: string } {
  const [code = '', ...rest] = stored.trim().split(' ');
  return { countryCode: /^\+\d{1,3}$/.test(code) ? code : countryCodes[0].code, phone: rest.join('') };
}
