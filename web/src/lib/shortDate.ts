const months = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'];

/** A day as a table cell shows it, '27 nov. 2026' (local time); '—' for none or an invalid date. */
export function shortDate(value: string | null | undefined): string {
  const date = new Date(value ?? '');
  if (value == null || Number.isNaN(date.getTime())) return '—';
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}
