import FlagIcon from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatNumberText, formatPercent, formatStatistic } from '../../lib/format';
import { questionTypeLabel } from '../../questionKinds/labels';
import type {
  QuestionStatisticsCard_statistics$data,
  QuestionStatisticsCard_statistics$key,
} from '../../__generated__/QuestionStatisticsCard_statistics.graphql';
import { compactCells, countAxisMax, countLabel, StatisticsChart } from './StatisticsChart';

type Group = QuestionStatisticsCard_statistics$data['responses'][number];
type Answer = Group['answers'][number];

/** What an answer is, in words: the chart's colours say it too, never alone. */
export const answerMarks = { correct: 'Correcta', mostChosenWrong: 'Incorrecta más elegida', other: 'Otra respuesta' } as const;
const markOf = (answer: Answer) => (answer.correct ? answerMarks.correct : answer.mostChosenWrong ? answerMarks.mostChosenWrong : answerMarks.other);

/** The chart's three series, each answer in one of them: right, the wrong one most chosen, the others. */
const kinds: ReadonlyArray<{ label: string; keep: (answer: Answer) => boolean; color: (theme: Theme) => string }> = [
  { label: answerMarks.correct, keep: (answer) => answer.correct, color: (theme) => theme.palette.success.main },
  { label: answerMarks.mostChosenWrong, keep: (answer) => answer.mostChosenWrong && !answer.correct, color: (theme) => theme.palette.error.main },
  { label: answerMarks.other, keep: (answer) => !answer.correct && !answer.mostChosenWrong, color: (theme) => theme.palette.grey[600] },
];

/**
 * An empty answer (a blank left blank) still gets a row: it reads as such. A numerical question's answers are numbers
 * and read with the decimal comma like every other number on the screen; any other answer is the student's text.
 */
const answerText = (answer: string, numeric: boolean) => (isNoAnswer(answer) ? noAnswerLabel : numeric ? formatNumberText(answer) : answer);

/** The api counts a question (or blank) left unanswered as the answer 'Sin respuesta' (an empty one in older data). */
const isNoAnswer = (answer: string) => answer.trim() === '' || answer === 'Sin respuesta';
export const noAnswerLabel = '(sin respuesta)';

/** Under this many graded answers a flag says little about the question: the card says so beside it. */
export const fewAnswers = 5;
export const fewAnswersText = '(pocas respuestas)';

/** A question taken out of the assignment (unlinked or deactivated) that counted attempts still answered. */
export const removedQuestionText = 'Ya no está en la tarea';

/** The answers of one group as a bar chart (right, most chosen wrong and other answers in three series) and a table. */
function ResponseGroupView({
  group,
  position,
  numeric,
  hasRightShare,
}: {
  group: Group;
  position: number;
  numeric: boolean;
  hasRightShare: boolean;
}) {
  const theme = useTheme();
  const tableId = useId();
  const labels = group.answers.map((answer) => answerText(answer.answer, numeric));
  const name = group.label ? `${group.label} de la pregunta ${position}` : `la pregunta ${position}`;
  return (
    <Box sx={{ mt: 2 }}>
      {group.label && (
        <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
          {group.label}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {`${group.answerCount === 1 ? '1 respuesta' : `${group.answerCount} respuestas`}${hasRightShare || group.rightShare != null ? ` · Acierto: ${formatPercent(group.rightShare)}` : ''}`}
      </Typography>
      {group.answers.length > 0 && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}
        >
          <StatisticsChart
            label={`Respuestas de ${name}`}
            tableId={tableId}
            layout="horizontal"
            height={70 + 34 * group.answers.length}
            yAxis={[{ scaleType: 'band', data: labels, width: 110 }]}
            xAxis={[{ tickMinStep: 1, label: 'Veces elegida', max: countAxisMax(group.answers.map((answer) => answer.count)) }]}
            series={kinds.map(({ label, keep, color }) => ({
              data: group.answers.map((answer) => (keep(answer) ? answer.count : null)),
              label,
              color: color(theme),
              stack: 'answers',
              barLabel: countLabel,
              barLabelPlacement: 'outside' as const,
            }))}
            slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
          />
          <Table size="small" id={tableId} aria-label={`Respuestas de ${name}`} sx={compactCells}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Respuesta
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Veces
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Porcentaje
                </TableCell>
                <TableCell component="th" scope="col">
                  Marca
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.answers.map((answer, i) => (
                <TableRow key={i}>
                  <TableCell component="th" scope="row">
                    {labels[i]}
                  </TableCell>
                  <TableCell align="right">{answer.count}</TableCell>
                  <TableCell align="right">{formatPercent(answer.share)}</TableCell>
                  <TableCell sx={{ fontWeight: answer.mostChosenWrong || answer.correct ? 600 : undefined }}>{markOf(answer)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * One question's numbers: its facility (mean score), spread and discrimination, why it is flagged for a look, and
 * how often each answer was given (per blank, left item or item where the kind has them).
 */
export function QuestionStatisticsCard({ statisticsRef }: { statisticsRef: QuestionStatisticsCard_statistics$key }) {
  const statistics = useFragment(
    graphql`
      fragment QuestionStatisticsCard_statistics on QuestionStatistics {
        position
        inAssignment
        attemptCount
        pendingCount
        facility
        standardDeviation
        discrimination
        flagged
        flagReasons
        question {
          ... on QuestionCommon {
            id
            type
            statement
          }
        }
        responses {
          label
          answerCount
          rightShare
          answers {
            answer
            count
            share
            correct
            mostChosenWrong
          }
        }
      }
    `,
    statisticsRef,
  );
  const { position, question } = statistics;
  const headingId = useId();
  const figures: Array<[string, string]> = [
    ['Facilidad', formatPercent(statistics.facility)],
    ['Discriminación', formatStatistic(statistics.discrimination)],
    ['Desviación estándar', formatStatistic(statistics.standardDeviation)],
    ['Respuestas calificadas', String(statistics.attemptCount)],
    ['Por calificar', String(statistics.pendingCount)],
  ];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: 2, borderStyle: statistics.inAssignment ? undefined : 'dashed' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {`Pregunta ${position}`}
          </Typography>
          {!statistics.inAssignment && <Chip label={removedQuestionText} size="small" />}
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{question.statement ?? ''}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {questionTypeLabel(question.type)}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, gap: 1, my: 1 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {statistics.flagged && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Motivos para revisarla" role="list">
              {statistics.flagReasons.map((reason) => (
                <Chip
                  key={reason}
                  role="listitem"
                  icon={<FlagIcon />}
                  label={reason}
                  size="small"
                  variant="outlined"
                  sx={{ borderColor: 'warning.main', fontWeight: 600, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
                />
              ))}
            </Box>
            {statistics.attemptCount < fewAnswers && (
              <Typography variant="body2" color="text.secondary">
                {fewAnswersText}
              </Typography>
            )}
          </Box>
        )}
        {statistics.responses.map((group, i) => (
          <ResponseGroupView
            key={group.label ?? i}
            group={group}
            position={position}
            numeric={question.type === 'NUMERICAL'}
            hasRightShare={question.type !== 'MULTIPLE_ANSWER'}
          />
        ))}
      </CardContent>
    </Card>
  );
}
