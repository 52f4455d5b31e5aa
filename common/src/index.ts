/**
 * What the api, the gateway and the web share, written once: the Spanish messages more than one of them shows, the
 * enums, and how text is normalised. Plain TypeScript with no dependencies, imported as source by all three.
 */
export { difficulties, questionTypes, type Difficulty, type QuestionType } from './enums.js';
export { errorMessages, joinMessages, notificationTopic, validationMessages, waitText } from './messages.js';
export { normalizeMultilineText, normalizeText } from './text.js';
export { questionLimits } from './limits.js';
export { gradingMethods, type GradingMethod } from './enums.js';
export { feedbackLimits } from './limits.js';
export { gradingMessages } from './messages.js';
export { assignmentStatuses, type AssignmentStatus } from './enums.js';
export { importTooLargeMessage, maxImportBytes } from './messages.js';
export { questionTypeLabels } from './enums.js';
export { usernameRule } from './username.js';
export { liveGameMessages, liveGameTopic } from './messages.js';
