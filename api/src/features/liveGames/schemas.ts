import { z } from 'zod';
import { idList, uuid } from '../../http/schemas.js';
import { answerInput } from '../attempts/schemas.js';
import { csvSeparator } from '../gradebook/schemas.js';
import { questionSchema } from '../questions/schemas.js';

/*
 * En vivo (live games), REST under /api/v1:
 *   POST /liveGames/start                  liveGameStart → 201 LiveGame (the host's view)
 *   POST /liveGames/join                   liveGameJoin → LiveGame (the player's view); 404/409/403, 429 after too many PINs
 *   POST /liveGames/:id/answer             answerInput (like a submission's answer) → LiveGame
 *   POST /liveGames/:id/advance            liveGameAdvance → LiveGame (host)
 *   POST /liveGames/:id/end                → LiveGame (host)
 *   GET  /liveGames/:id                    liveGameViewQuery → LiveGame as the viewer may see it
 *   GET  /liveGames?ids=a,b                liveGameViewQuery → { liveGames: LiveGame[] } (the ones the viewer may see, any order)
 *   GET  /liveGames/byAssignment?assignmentIds=a,b&first=10   → { liveGames: LiveGame[] } (owner's assignments: open first, then newest)
 *   GET  /liveGames/:id/csv?separator=     the results file (host, once FINISHED)
 *   GET  /liveGames/:id/xlsx
 *   GET  /liveGames/:id/file?format=xlsx|csv&separator=   → the file as JSON, like the gradebook's
 * After each committed change the api dispatches `${prefix}${liveGameTopic}:${gameId}` with detail LiveGameAnnouncement.
 */

export const liveGameStatuses = ['LOBBY', 'QUESTION', 'REVEAL', 'FINISHED'] as const;
export type LiveGameStatus = (typeof liveGameStatuses)[number];
export const liveGamePoints = ['STANDARD', 'DOUBLE', 'NONE'] as const;
export type LiveGamePoints = (typeof liveGamePoints)[number];

export const liveQuestionSecondsMessage = 'El tiempo por pregunta debe estar entre 5 y 240 segundos.';
const secondsRule = { error: liveQuestionSecondsMessage };

export const liveGameStart = z.object({
  assignmentId: uuid(),
  questionSeconds: z.number(secondsRule).int(secondsRule).min(5, secondsRule).max(240, secondsRule).default(20),
  points: z.enum(liveGamePoints, { error: 'Los puntos deben ser STANDARD, DOUBLE o NONE' }).default('STANDARD'),
  streakBonus: z.boolean().default(true),
  countsAsAttempt: z.boolean().default(false),
});
export type LiveGameStart = z.infer<typeof liveGameStart>;

export const liveGameJoin = z.object({
  pin: z.string({ error: 'Escriba el PIN del juego' }).trim().min(1, { error: 'Escriba el PIN del juego' }).max(32, { error: 'El PIN no es válido' }),
});

export const liveGameAnswer = answerInput;

export const liveGameAdvance = z.object({
  fromStatus: z.enum(liveGameStatuses).optional().describe('The state the host saw: when given and stale, nothing changes'),
  fromQuestionIndex: z.number().int().nullable().optional().describe('The question index the host saw (null in the lobby)'),
});
export type LiveGameAdvance = z.infer<typeof liveGameAdvance>;

export const liveGameParams = z.object({ id: uuid() });

const leaderboardFirst = z.coerce
  .number()
  .int()
  .min(0, { error: 'El tamaño de la clasificación debe estar entre 0 y 300' })
  .max(300, { error: 'El tamaño de la clasificación debe estar entre 0 y 300' })
  .default(5)
  .describe('How many players the leaderboard lists (5 by default)');

const playerAnswers = z
  .enum(['all', 'own'])
  .default('all')
  .describe(
    "'own' leaves other players' answers and lastAnswer out (a live stream's read: the host's screen shows none, and " +
      'they make the read of a large game several times longer)',
  );

export const liveGameViewQuery = z.object({ leaderboardFirst, playerAnswers });
export const liveGameBatchQuery = z.object({ ids: idList, leaderboardFirst, playerAnswers });
export const liveGamesOfAssignmentsQuery = z.object({
  assignmentIds: idList,
  first: z.coerce.number().int().min(1).max(100).default(10).describe('How many games per assignment (10 by default)'),
  leaderboardFirst,
});

export const liveAnswerSchema = z.object({
  questionIndex: z.number().int(),
  questionId: z.string(),
  responseMs: z.number().int().describe("From the question's opening to the answer's arrival, by the database's clock"),
  summary: z.string().describe("The answer in words, in Spanish ('Verdadero', the chosen options joined with ', ', the text, the number, the order)"),
  score: z
    .number()
    .nullable()
    .describe(
      "Aula's grade, 0 to 100; null until the question's reveal, and for a short answer without accepted answers, which nobody " +
        "grades in a live game ('Sin calificar': no points, the streak kept)",
    ),
  correct: z.boolean().nullable().describe('score = 100; null until the reveal and for an answer nobody grades'),
  points: z.number().int().nullable().describe('Points earned, streak bonus included; null until the reveal'),
  streakBonus: z.number().int().nullable().describe('The streak bonus within points; null until the reveal'),
});
/** A player's answer to one question of a live game. */
export type LiveAnswer = z.infer<typeof liveAnswerSchema>;

export const livePlayerSchema = z.object({
  profileId: z.string(),
  nickname: z.string().describe("The player's username"),
  score: z.number().int().describe('Points as of the last reveal'),
  rank: z.number().int().describe('1 for the first; ties (score, right answers, total time) share a rank'),
  streak: z.number().int(),
  correctCount: z.number().int(),
  totalResponseMs: z.number().int(),
  joinedAt: z.string(),
  attemptNote: z
    .string()
    .nullable()
    .describe(
      "With countsAsAttempt, for the host and the player themself: why this player's answers will not become an attempt, in Spanish " +
        "(the attempts' refusal, e.g. 'Ya usó todos los intentos permitidos de esta tarea'; once the game's job has run, the reason it " +
        'skipped them). null when they will, for others, and when the game does not count as an attempt',
    ),
  lastAnswer: liveAnswerSchema
    .nullable()
    .optional()
    .describe("For the host and the player themself; null for others. Left out on others' rows with playerAnswers=own"),
  answers: z
    .array(liveAnswerSchema.nullable())
    .optional()
    .describe(
      "One per question reached (null: not answered); for the host and the player themself, empty for others. Left out on others' rows with playerAnswers=own",
    ),
});
/** One player of a live game. */
export type LivePlayer = z.infer<typeof livePlayerSchema>;

export const liveAnswerCountSchema = z.object({
  label: z.string(),
  count: z.number().int(),
  correct: z.boolean().nullable().describe('null before the reveal, for partial credit and for "Sin respuesta"'),
});
export type LiveAnswerCount = z.infer<typeof liveAnswerCountSchema>;

export const liveGameSchema = z.object({
  id: z.string(),
  pin: z.string().describe('Six digits, unique among open games'),
  status: z.enum(liveGameStatuses),
  version: z
    .number()
    .int()
    .describe('Grows with every change of state (a join, a question opened, a reveal, the end), not with answers: announcements carry it'),
  assignmentId: z.string(),
  studyGroupId: z.string(),
  hostId: z.string().describe("The host's profile id (the group's owner)"),
  viewerIsHost: z.boolean(),
  questionSeconds: z.number().int(),
  points: z.enum(liveGamePoints),
  streakBonus: z.boolean(),
  countsAsAttempt: z.boolean(),
  playerCount: z.number().int(),
  players: z.array(livePlayerSchema).nullable().describe('Every player by rank, for the host; null for players'),
  questionIndex: z.number().int().nullable().describe('The question open or last shown, 0-based; null in the lobby'),
  questionCount: z.number().int(),
  question: questionSchema
    .nullable()
    .describe("The solver's view while QUESTION (the player's own shuffles), the author's view from REVEAL on; null in LOBBY and FINISHED"),
  questionEndsAt: z.string().nullable().describe('null unless QUESTION'),
  questionTimeLeftMs: z
    .number()
    .int()
    .nullable()
    .describe('Milliseconds to questionEndsAt by the database clock when answered; null unless QUESTION'),
  answerCount: z.number().int().describe('Answers to the question at questionIndex'),
  answerDistribution: z.array(liveAnswerCountSchema).nullable().describe('For the host always, for players from REVEAL on; null otherwise'),
  leaderboard: z.array(livePlayerSchema).describe('The top leaderboardFirst players by rank, as of the last reveal'),
  viewerPlayer: livePlayerSchema.nullable().describe('The viewer as a player; null for the host and anyone not joined'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
/** A live game as one viewer may see it. */
export type LiveGame = z.infer<typeof liveGameSchema>;

export const liveGameList = z.object({ liveGames: z.array(liveGameSchema) });
export type LiveGameList = z.infer<typeof liveGameList>;

export const liveResultsFileQuery = z.object({
  format: z.enum(['xlsx', 'csv'], { error: "El formato debe ser 'xlsx' o 'csv'" }),
  separator: csvSeparator,
});
export const liveResultsCsvQuery = z.object({ separator: csvSeparator });

/** What `${prefix}liveGameUpdated:${id}` carries once a change has committed. */
export interface LiveGameAnnouncement {
  id: string;
  version: number;
  /** Only an answer arrived: players' streams may skip it, the host's count needs it. */
  answersOnly: boolean;
}
