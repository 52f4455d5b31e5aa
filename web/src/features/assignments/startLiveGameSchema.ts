import * as yup from 'yup';
import type { LiveGamePoints } from '../../__generated__/useStartLiveGameMutation.graphql';

export const pointsOptions: ReadonlyArray<{ value: LiveGamePoints; label: string }> = [
  { value: 'STANDARD', label: 'Normales (hasta 1000 por pregunta)' },
  { value: 'DOUBLE', label: 'Dobles (hasta 2000 por pregunta)' },
  { value: 'NONE', label: 'Sin puntos (solo aciertos)' },
];

export const questionSecondsMessages = {
  required: 'Indique los segundos por pregunta',
  whole: 'Escriba un número entero de segundos',
  range: 'Entre 5 y 240 segundos',
};

/** The game's settings as the form holds them (the seconds as typed). */
export interface StartLiveGameValues {
  questionSeconds: string;
  points: LiveGamePoints;
  streakBonus: boolean;
  countsAsAttempt: boolean;
}

export const startLiveGameDefaults: StartLiveGameValues = { questionSeconds: '20', points: 'STANDARD', streakBonus: true, countsAsAttempt: false };

/** Seconds per question: a whole number from 5 to 240, as the server accepts. */
export const startLiveGameSchema = yup.object({
  questionSeconds: yup
    .string()
    .trim()
    .required(questionSecondsMessages.required)
    .matches(/^\d+$/, questionSecondsMessages.whole)
    .test('range', questionSecondsMessages.range, (value) => value === undefined || (Number(value) >= 5 && Number(value) <= 240)),
});
