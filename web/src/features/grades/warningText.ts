/**
 * Text in the warning hue that keeps WCAG AA contrast (6:1 on white and on the page's background): MUI's
 * warning.main and warning.dark oranges stay under 4.5:1 (axe's color-contrast), so texts and chips that say
 * 'Pendiente' or 'Entregada con retraso' use this, and the warning orange only for borders.
 */
export const warningText = '#9a4a00';
