import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { namedOptions, OptionSelect } from '../../components/OptionSelect';
import { PageTitle } from '../../components/PageTitle';
import { useRouteQuery } from '../../relay/routeQuery';
import type { FreeModePageQuery } from '../../__generated__/FreeModePageQuery.graphql';
import { difficultyOptions } from '../../questionKinds/difficulty';
import { questionTypeOptions } from '../../questionKinds/labels';
import { PracticeSession, type PracticeFilters } from './PracticeSession';

const query = graphql`
  query FreeModePageQuery {
    viewer {
      studyGroups(first: 20) {
        edges {
          node {
            id
            name
            assignments(first: 50) {
              edges {
                node {
                  id
                  name
                  openForPractice
                  viewerIsOwner
                }
              }
            }
          }
        }
      }
    }
  }
`;

const any = '';

/** The optional narrowings of a practice round; `any` narrows nothing. */
const anyNarrowing = { assignmentId: any, type: any, difficulty: any };

/**
 * Modo Libre (/free-mode): pick a group (and optionally an assignment open for practice, a type, a difficulty),
 * then answer questions one at a time, each checked at once with its solution; nothing counts as a grade.
 */
export function Component() {
  const { viewer } = useRouteQuery<FreeModePageQuery>(query);
  const groups = viewer?.studyGroups.edges.map((e) => e.node) ?? [];
  const [groupId, setGroupId] = useState(groups[0]?.id ?? any);
  const [narrowing, setNarrowing] = useState(anyNarrowing);
  const [round, setRound] = useState<{ filters: PracticeFilters; key: number } | null>(null);

  const group = groups.find((g) => g.id === groupId);
  // The owner may also practise their own questions of a graded assignment.
  const assignments = group?.assignments.edges.map((e) => e.node).filter((a) => a.openForPractice || a.viewerIsOwner) ?? [];
  const selects = [
    {
      key: 'assignmentId',
      id: 'practice-assignment',
      label: 'Tarea',
      anyLabel: 'Todas las tareas abiertas para práctica',
      options: namedOptions(assignments),
    },
    { key: 'type', id: 'practice-type', label: 'Tipo de pregunta', anyLabel: 'Todos los tipos', options: questionTypeOptions },
    { key: 'difficulty', id: 'practice-difficulty', label: 'Dificultad', anyLabel: 'Todas las dificultades', options: difficultyOptions },
  ] as const;

  if (groups.length === 0) {
    return (
      <>
        <PageTitle>Modo Libre</PageTitle>
        <Typography color="text.secondary">Únase a un grupo para practicar sus tareas abiertas para práctica.</Typography>
      </>
    );
  }

  if (round) {
    return (
      <Box sx={{ maxWidth: 760 }}>
        <PageTitle>Modo Libre</PageTitle>
        <Suspense fallback={<CircularProgress aria-label="Cargando preguntas" />}>
          <PracticeSession
            key={round.key}
            filters={round.filters}
            onRestart={() => setRound({ filters: round.filters, key: Date.now() })}
            onChangeFilters={() => setRound(null)}
          />
        </Suspense>
      </Box>
    );
  }

  const start = (event: React.FormEvent) => {
    event.preventDefault();
    setRound({
      key: Date.now(),
      filters: {
        studyGroupId: groupId,
        assignmentId: narrowing.assignmentId || null,
        type: narrowing.type || null,
        difficulty: narrowing.difficulty || null,
      },
    });
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle>Modo Libre</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Practique con las preguntas de las tareas abiertas para práctica. Verá si acertó y la solución después de cada respuesta; nada de esto cuenta
        para sus notas.
      </Typography>
      <Paper variant="outlined" component="form" aria-label="Elegir práctica" onSubmit={start} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <OptionSelect
          id="practice-group"
          label="Grupo"
          options={namedOptions(groups)}
          value={groupId}
          onChange={(value) => {
            setGroupId(value);
            setNarrowing({ ...narrowing, assignmentId: any });
          }}
        />
        {selects.map(({ key, ...select }) => (
          <OptionSelect key={key} {...select} value={narrowing[key]} onChange={(picked) => setNarrowing({ ...narrowing, [key]: picked })} />
        ))}
        {assignments.length === 0 && <Alert severity="info">Este grupo todavía no tiene tareas abiertas para práctica.</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={!groupId}>
            Empezar práctica
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
