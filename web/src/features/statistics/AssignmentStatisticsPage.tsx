import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { PageHeading } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useRouteQuery } from '../../relay/routeQuery';
import { paths } from '../../routes/paths';
import type { AssignmentStatisticsPageQuery, StatisticsAttempts } from '../../__generated__/AssignmentStatisticsPageQuery.graphql';
import { useRefetchOnInvalidation } from '../../relay/useRefetchOnInvalidation';
import { attemptsOfParam, attemptsParam, countedAttempts, paramOfAttempts } from './countedAttempts';
import { QuestionStatisticsCard } from './QuestionStatisticsCard';
import { StatisticsDownloads } from './StatisticsDownloads';
import { StatisticsSummary } from './StatisticsSummary';

const query = graphql`
  query AssignmentStatisticsPageQuery($assignmentId: ID!, $attempts: StatisticsAttempts!) {
    node(id: $assignmentId) {
      __typename
      ... on Assignment {
        id
        name
        viewerIsOwner
        answersToRegrade
        studyGroup {
          id
          owner {
            id
          }
        }
        statistics(attempts: $attempts) {
          attemptCount
          studentCount
          mean
          median
          standardDeviation
          histogram
          cronbachAlpha
          pendingCount
          questions {
            position
            inAssignment
            ...QuestionStatisticsCard_statistics
          }
        }
      }
    }
  }
`;

/** Questions no longer in the assignment after the current ones (the api lists them so; kept whatever the order). */
const currentFirst = <T extends { inAssignment: boolean }>(questions: ReadonlyArray<T>) => [
  ...questions.filter((question) => question.inAssignment),
  ...questions.filter((question) => !question.inAssignment),
];

export const noAttemptsText = 'Todavía no hay intentos enviados';

/** After a key correction without 'Recalificar' yet, the numbers still judge some answers by the old key. */
export const regradeNoticeText = (count: number) =>
  `${count === 1 ? 'Hay 1 respuesta calificada' : `Hay ${count} respuestas calificadas`} con una clave anterior. Recalifique la tarea para que las estadísticas reflejen la clave actual.`;

/**
 * An assignment's item analysis for the group's owner: which attempts count, the summary and histogram, then one
 * card per question with its answers. A student's new attempt (the notifications stream invalidates the
 * assignment) reads the numbers again while the screen is open.
 */
export function Component() {
  const { node } = useRouteQuery<AssignmentStatisticsPageQuery>(query);
  const [searchParams, setSearchParams] = useSearchParams();
  const attempts = attemptsOfParam(searchParams.get(attemptsParam));
  const assignmentId = searchParams.get('assignmentId') ?? '';
  useRefetchOnInvalidation<AssignmentStatisticsPageQuery>(node?.__typename === 'Assignment' ? node.id : '', query, { assignmentId, attempts });

  if (node?.__typename !== 'Assignment') return <NotFoundNotice />;
  const assignment = node;
  const back = paths.groupAssignments.href(assignment.studyGroup.id, assignment.studyGroup.owner.id);
  if (!assignment.viewerIsOwner || !assignment.statistics) return <RestrictedNotice backTo={back} backLabel="Volver a Tareas" />;
  const { statistics } = assignment;
  const empty = statistics.attemptCount === 0;

  const choose = (value: StatisticsAttempts) =>
    setSearchParams(
      (params) => {
        if (value === 'GRADED') params.delete(attemptsParam);
        else params.set(attemptsParam, paramOfAttempts(value));
        return params;
      },
      { replace: true },
    );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.assignmentGrades.href(assignment.id)}>Volver a Notas</BackLink>
      <PageHeading title="Estadísticas" subtitle={assignment.name} />
      {(assignment.answersToRegrade ?? 0) > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {regradeNoticeText(assignment.answersToRegrade ?? 0)}{' '}
          <Link component={RouterLink} to={paths.assignmentGrades.href(assignment.id)}>
            Ir a Notas para recalificar
          </Link>
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Intentos contados"
          value={attempts}
          onChange={(event) => choose(event.target.value as StatisticsAttempts)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          {countedAttempts.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <StatisticsDownloads assignmentId={assignment.id} attempts={attempts} disabled={empty} />
      </Box>
      {empty ? (
        <Typography color="text.secondary">{noAttemptsText}</Typography>
      ) : (
        <>
          <StatisticsSummary summary={statistics} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Preguntas
          </Typography>
          {currentFirst(statistics.questions).map((question) => (
            <QuestionStatisticsCard key={question.position} statisticsRef={question} />
          ))}
        </>
      )}
    </Box>
  );
}
