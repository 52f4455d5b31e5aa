import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ImportPreview_question$key } from '../__generated__/ImportPreview_question.graphql';
import { questionTypeLabel } from '../questionKinds/labels';
import { AnswerKey } from '../questionKinds/views/AnswerKey';

export interface PreviewProblem {
  readonly line: number | null | undefined;
  readonly message: string;
  readonly warning: boolean;
}

/** 'Línea 12: …', or the message alone for the whole file. */
export const problemText = ({ line, message }: PreviewProblem) => (line != null ? `Línea ${line}: ${message}` : message);

/**
 * The problems found: errors (they block the import) apart from warnings (the questions are still imported).
 * `pasted`: the questions came as pasted text, which is where the teacher corrects them (not a file).
 */
export function ImportProblems({ problems, pasted = false }: { problems: readonly PreviewProblem[]; pasted?: boolean }) {
  const where = pasted ? 'en el texto' : 'en el archivo';
  const errors = problems.filter((problem) => !problem.warning);
  const warnings = problems.filter((problem) => problem.warning);
  return (
    <>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} aria-label="Errores">
          <Typography sx={{ fontWeight: 600 }}>
            {errors.length === 1
              ? `Hay 1 error: corríjalo ${where} para importar.`
              : `Hay ${errors.length} errores: corríjalos ${where} para importar.`}
          </Typography>
          <List dense disablePadding>
            {errors.map((problem, i) => (
              <ListItem key={i} disableGutters sx={{ display: 'list-item', overflowWrap: 'anywhere' }}>
                {problemText(problem)}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} aria-label="Avisos">
          <Typography sx={{ fontWeight: 600 }}>
            {warnings.length === 1 ? '1 aviso: la pregunta se importará así.' : `${warnings.length} avisos: las preguntas se importarán así.`}
          </Typography>
          <List dense disablePadding>
            {warnings.map((problem, i) => (
              <ListItem key={i} disableGutters sx={{ display: 'list-item', overflowWrap: 'anywhere' }}>
                {problemText(problem)}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

function PreviewRow({ questionRef, position, compact }: { questionRef: ImportPreview_question$key; position: number; compact: boolean }) {
  const question = useFragment(
    graphql`
      fragment ImportPreview_question on Question {
        __typename
        ... on QuestionCommon {
          type
          statement
          explanation
        }
        ... on TrueOrFalseQuestion {
          imageUrl
        }
        ...AnswerKey_question
      }
    `,
    questionRef,
  );
  // A true/false question's image (a Moodle XML file's): the dry run sends it before storing anything.
  const image = question.imageUrl ? (
    <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src={question.imageUrl} alt="Imagen de la pregunta" sx={{ maxHeight: 48, maxWidth: 96, objectFit: 'contain' }} />
      <Typography variant="body2" color="text.secondary">
        Con imagen
      </Typography>
    </Box>
  ) : null;
  if (compact) {
    // On a phone, one block per question: four columns would leave a word per line.
    return (
      <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          {`${position}. ${questionTypeLabel(question.type)}`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{question.statement}</Typography>
        {image}
        {question.explanation && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`Explicación: ${question.explanation}`}
          </Typography>
        )}
        <AnswerKey questionRef={question} authorView />
      </Box>
    );
  }
  return (
    <TableRow>
      <TableCell>{position}</TableCell>
      <TableCell>{questionTypeLabel(question.type)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {question.statement}
        {image}
        {question.explanation && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`Explicación: ${question.explanation}`}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <AnswerKey questionRef={question} authorView />
      </TableCell>
    </TableRow>
  );
}

/**
 * The questions as they would be created: number, kind, statement (and explanation) and the key in words; a table,
 * or on a phone a list of blocks.
 */
export function ImportPreviewTable({ questions, pasted = false }: { questions: readonly ImportPreview_question$key[]; pasted?: boolean }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  if (questions.length === 0) {
    return <Typography color="text.secondary">No se encontró ninguna pregunta {pasted ? 'en el texto' : 'en el archivo'}.</Typography>;
  }
  if (compact) {
    return (
      <Box component="ol" aria-label="Vista previa de las preguntas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((question, i) => (
          <PreviewRow key={i} questionRef={question} position={i + 1} compact />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <TableContainer>
        <Table size="small" aria-label="Vista previa de las preguntas">
          <TableHead>
            <TableRow>
              <TableCell>N.º</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell>Enunciado</TableCell>
              <TableCell>Clave</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {questions.map((question, i) => (
              <PreviewRow key={i} questionRef={question} position={i + 1} compact={false} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
