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

/**
 * A number written the Spanish way (3,14), every digit kept: the shortest text that reads back as the same number
 * (6,62607015e-34 stays that, not 0), so a form saved unchanged never changes a key.
 */
export const formatDecimal = (value: number) => String(value).replace('.', ',');

/** Digits grouped by a point in threes ('1.000', '2.500.000'): a Spanish speaker may mean thousands. */
const groupedThousands = /^[+-]?\d{1,3}(?:\.\d{3})+$/;

/** What to say under a text whose point may have meant thousands ('1.000' is read as 1), or null. */
export function thousandsWarning(text: string): string | null {
  const compact = text.trim();
  const value = parseDecimal(compact);
  if (value === null || !groupedThousands.test(compact)) return null;
  return `Se leerá como ${formatDecimal(value)}: el punto separa los decimales. Para miles, escriba los dígitos sin punto (${compact.replace(/\./g, '')}).`;
}

/** What the widget says under a text that is not a number. */
export const notANumber = 'Escriba un número, por ejemplo 3,14';
