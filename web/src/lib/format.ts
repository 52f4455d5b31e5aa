const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** Dates read '{day} de {month} del {year} a las {HH:mm}' (24-hour, local time); 'Fecha inválida' otherwise. */
export function formatSpanishDate(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : new Date(value ?? '');
  if (value == null || Number.isNaN(date.getTime())) return 'Fecha inválida';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${date.getDate()} de ${months[date.getMonth()]} del ${date.getFullYear()} a las ${time}`;
}

/** Grades show two decimals and a % sign: 66.6667 → '66.67%'. */
export function formatGrade(score: number | null | undefined): string {
  return `${(score ?? 0).toFixed(2)}%`;
}

/** A statistic as Spanish writes it: two decimals at most and a decimal comma (66.6667 → '66,67'); '—' for none. */
export function formatStatistic(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '—';
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** A share or score out of 100 with its sign (66.6667 → '66,67 %'); '—' for none. */
export function formatPercent(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '—' : `${formatStatistic(value)} %`;
}

const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
// Made on first use: the first Intl object a page makes loads ICU's data, which no first screen should wait for.
let answerNumber: Intl.NumberFormat | undefined;

/** A number given as an answer, with the decimal comma and every digit kept ('3.141' → '3,141'); other text as it is. */
export function formatNumberText(text: string): string {
  const trimmed = text.trim();
  if (!plainNumber.test(trimmed) || !Number.isFinite(Number(trimmed))) return text;
  answerNumber ??= new Intl.NumberFormat('es', { useGrouping: false, maximumFractionDigits: 20 });
  return answerNumber.format(Number(trimmed));
}
