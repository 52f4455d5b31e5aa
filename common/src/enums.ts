/** How hard an assignment or question is. */
export const difficulties = ['EASY', 'INTERMEDIATE', 'HARD'] as const;
export type Difficulty = (typeof difficulties)[number];

/** The kinds of question; each has its own fields, answer field and grading rule. */
export const questionTypes = ['TRUE_OR_FALSE', 'FILL_BLANKS', 'MATCH_COLUMNS', 'MULTIPLE_ANSWER', 'SHORT_ANSWER', 'NUMERICAL', 'ORDERING'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Each kind's name as every screen and file shows it (type selector, bank, cards, statistics and its file). */
export const questionTypeLabels: Record<QuestionType, string> = {
  TRUE_OR_FALSE: 'Verdadero o Falso',
  SHORT_ANSWER: 'Respuesta Corta',
  MATCH_COLUMNS: 'Emparejar columnas',
  MULTIPLE_ANSWER: 'Respuesta Múltiple',
  FILL_BLANKS: 'Llenar espacios',
  NUMERICAL: 'Respuesta numérica',
  ORDERING: 'Ordenar',
};

/** How an assignment's grade comes from a student's attempts: the best, their mean, the first or the last one. */
export const gradingMethods = ['HIGHEST', 'AVERAGE', 'FIRST', 'LAST'] as const;
export type GradingMethod = (typeof gradingMethods)[number];

/** Where an assignment stands: a draft members do not see, scheduled to appear at publishAt, or published. */
export const assignmentStatuses = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];
