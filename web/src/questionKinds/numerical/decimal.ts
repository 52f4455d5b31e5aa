/**
 * Numbers as a Spanish speaker types them: a decimal comma or point ('3,14' and '3.14' are both 3.14), a sign,
 * an exponent ('1e3'). Thousand separators are not read: '1.000' is 1.
 */
const decimalPattern = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/** The number typed, or null when the text is not one. */
export function parseDecimal(text: string): number | null {
  const compact = text.trim().replace(/\u2212/g, '-');
  if (!decimalPattern.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const spanish = new Intl.NumberFormat('es', { maximumFractionDigits: 10, useGrouping: false });

/** A number written the Spanish way (3,14). */
export const formatDecimal = (value: number) => spanish.format(value);

/** What the widget says under a text that is not a number. */
export const notANumber = 'Escriba un número, por ejemplo 3,14';
