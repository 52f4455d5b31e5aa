import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useLeaveGuard } from '../../components/LeaveGuard';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useToastedMutation } from '../../components/useToastedMutation';
import { useCreateOnce } from '../../lib/clientId';
import { useRouteQuery } from '../../relay/routeQuery';
import { useSession } from '../../session/SessionProvider';
import type { AssignmentFormPageQuery } from '../../__generated__/AssignmentFormPageQuery.graphql';
import type { AssignmentFormPage_assignment$key } from '../../__generated__/AssignmentFormPage_assignment.graphql';
import type { AssignmentQuestionList_assignment$key } from '../../__generated__/AssignmentQuestionList_assignment.graphql';
import type { PublishSection_assignment$key } from '../../__generated__/PublishSection_assignment.graphql';
import { PublishSection } from './PublishSection';
import { ExportQuestionsMenu } from '../../questionImport/ExportQuestionsMenu';
import { AddQuestionsDialog } from './AddQuestionsDialog';
import { AssignmentFormFrame } from './AssignmentFields';
import { PractisedKeysDialog, practisedKeysReason } from '../../questionKinds/PractisedKeysDialog';
import { gradingMethods } from '@aula/common';
import { assignmentSchema, emptyAssignment, normalizeAssignment, toLocalInput, type AssignmentFormValues } from './assignmentSchema';
import { AssignmentQuestionList } from './AssignmentQuestionList';
import { rememberCreatedAssignment, takeCreatedAssignment } from './createdAssignment';
import { defaultDifficulty, isDifficulty } from '../../questionKinds/difficulty';
import { useCreateAssignmentMutation } from './useCreateAssignmentMutation';
import { useUpdateAssignmentMutation } from './useUpdateAssignmentMutation';

const query = graphql`
  query AssignmentFormPageQuery($assignmentId: ID!) {
    node(id: $assignmentId) {
      __typename
      ... on Assignment {
        id
        # node() is typed Node: the aliases make the Assignment-only fragment references explicit.
        ...AssignmentFormPage_assignment @alias(as: "form")
        ...AssignmentQuestionList_assignment @alias(as: "questionList")
        ...PublishSection_assignment @alias(as: "publishing")
      }
    }
  }
`;

export const addQuestionsLabel = 'Añadir pregunta(s)';

/**
 * Create mode: 'Añadir pregunta(s)' is the only way to save. Disabled
 * until the form is valid, its first press creates the assignment, which becomes the current one: the screen is
 * replaced by that assignment's edit screen (so going back never creates it twice), where the dialog opens.
 */
function CreateAssignment() {
  const [searchParams] = useSearchParams();
  const studyGroupId = searchParams.get('studyGroupId') ?? '';
  const { profile } = useSession();
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const [create, isCreating] = useCreateAssignmentMutation();
  // Locked from the press until the edit screen shows.
  const { clientMutationId, locked, lock, unlock } = useCreateOnce();

  const form = useFormik<AssignmentFormValues>({
    initialValues: emptyAssignment,
    validationSchema: assignmentSchema,
    onSubmit: async (values) => {
      if (!lock()) return;
      const created = await toasted(() => create({ studyGroupId, clientMutationId, ...normalizeAssignment(values) }));
      if (!created.ok) return unlock();
      const { id } = created.value.createAssignment.assignment;
      rememberCreatedAssignment(id);
      leaveGuard.allowLeaving();
      navigate(paths.editAssignment.href(id, studyGroupId), { replace: true });
    },
  });

  const leaveGuard = useLeaveGuard(form.dirty);
  // The creator of an assignment owns the group, so the viewer's profile is the group's ownerId.
  const back = profile ? paths.groupAssignments.href(studyGroupId, profile.id) : paths.group.href(studyGroupId);
  const busy = isCreating || form.isSubmitting || locked;
  // Checked on every render (not only after Formik's asynchronous validation), so it is disabled from the first paint.
  const valid = useMemo(() => assignmentSchema.isValidSync(form.values), [form.values]);

  if (!studyGroupId) {
    return <NotFoundNotice />;
  }

  return (
    <AssignmentFormFrame title="Nueva tarea" back={back} form={form} after={leaveGuard.dialog}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        La tarea se crea al añadirle sus preguntas.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!valid || busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {addQuestionsLabel}
        </Button>
      </Box>
    </AssignmentFormFrame>
  );
}

interface EditAssignmentFormProps {
  assignmentRef: AssignmentFormPage_assignment$key;
  questionsRef: AssignmentQuestionList_assignment$key;
  publishingRef: PublishSection_assignment$key;
}

function EditAssignmentForm({ assignmentRef, questionsRef, publishingRef }: EditAssignmentFormProps) {
  const assignment = useFragment(
    graphql`
      fragment AssignmentFormPage_assignment on Assignment {
        id
        name
        description
        difficulty
        maxAttempts
        gradingMethod
        dueAt
        closeAt
        openForPractice
        timeLimitMinutes
        viewerIsOwner
        studyGroup {
          id
          owner {
            id
          }
        }
      }
    `,
    assignmentRef,
  );
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const [update, isUpdating] = useUpdateAssignmentMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const groupAssignments = paths.groupAssignments.href(assignment.studyGroup.id, assignment.studyGroup.owner.id);

  // Just created on the create screen: its 'Añadir pregunta(s)' press goes on here with the dialog.
  useEffect(() => {
    if (takeCreatedAssignment(assignment.id)) setDialogOpen(true);
  }, [assignment.id]);

  const initialValues = useMemo<AssignmentFormValues>(
    () => ({
      name: assignment.name,
      description: assignment.description,
      difficulty: isDifficulty(assignment.difficulty) ? assignment.difficulty : defaultDifficulty,
      maxAttempts: assignment.maxAttempts === null ? '' : String(assignment.maxAttempts),
      gradingMethod: (gradingMethods as readonly string[]).includes(assignment.gradingMethod)
        ? (assignment.gradingMethod as AssignmentFormValues['gradingMethod'])
        : 'HIGHEST',
      dueAt: toLocalInput(assignment.dueAt),
      closeAt: toLocalInput(assignment.closeAt),
      openForPractice: assignment.openForPractice,
      timeLimitMinutes: assignment.timeLimitMinutes == null ? '' : String(assignment.timeLimitMinutes),
    }),
    [
      assignment.name,
      assignment.description,
      assignment.difficulty,
      assignment.maxAttempts,
      assignment.gradingMethod,
      assignment.dueAt,
      assignment.closeAt,
      assignment.openForPractice,
      assignment.timeLimitMinutes,
    ],
  );

  const form = useFormik<AssignmentFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: assignmentSchema,
    onSubmit: (values) => save(values),
  });
  // Closing Modo Libre after students saw the solutions asks first (the api refuses until confirmed).
  const [practisedReason, setPractisedReason] = useState<string | null>(null);
  async function save(values: AssignmentFormValues, confirmPractisedKeys = false) {
    const saved = await toasted(
      () => update({ id: assignment.id, ...normalizeAssignment(values), ...(confirmPractisedKeys ? { confirmPractisedKeys } : {}) }),
      {
        success: 'Tarea actualizada',
        failure: 'Hubo un problema al actualizar',
        handledHere: (error) => {
          const reason = practisedKeysReason(error);
          if (reason) setPractisedReason(reason);
          return reason !== null;
        },
      },
    );
    if (!saved.ok) return;
    leaveGuard.allowLeaving();
    navigate(groupAssignments);
  }

  const busy = isUpdating || form.isSubmitting;
  // Unsaved changes ask before leaving (the back link, the dialog's options, the browser's back).
  const leaveGuard = useLeaveGuard(form.dirty);

  // A teacher's screen: anyone else who opens its address gets no form.
  if (!assignment.viewerIsOwner) return <RestrictedNotice backTo={groupAssignments} backLabel="Volver a las tareas" />;

  return (
    <AssignmentFormFrame
      title="Editar tarea"
      back={groupAssignments}
      form={form}
      after={
        <>
          <AddQuestionsDialog open={dialogOpen} assignmentId={assignment.id} onClose={() => setDialogOpen(false)} />
          <PractisedKeysDialog
            reason={practisedReason}
            busy={busy}
            onConfirm={() => {
              setPractisedReason(null);
              void save(form.values, true);
            }}
            onClose={() => setPractisedReason(null)}
          />
          {leaveGuard.dialog}
        </>
      }
    >
      <Box component="section" aria-labelledby="assignment-questions-title" sx={{ mt: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="assignment-questions-title" variant="h6" component="h2">
            Preguntas
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ExportQuestionsMenu assignmentId={assignment.id} />
            <Button variant="outlined" onClick={() => setDialogOpen(true)}>
              {addQuestionsLabel}
            </Button>
          </Box>
        </Box>
        <Suspense fallback={<Typography role="status">Cargando preguntas...</Typography>}>
          <AssignmentQuestionList assignmentRef={questionsRef} studyGroupId={assignment.studyGroup.id} />
        </Suspense>
      </Box>
      <PublishSection assignmentRef={publishingRef} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Actualizando tarea...' : 'Actualizar tarea'}
        </Button>
      </Box>
    </AssignmentFormFrame>
  );
}

/** Edit mode: the assignment prefilled, its questions (edit, unlink), its publication, 'Actualizar tarea'. */
function EditAssignment() {
  const { node } = useRouteQuery<AssignmentFormPageQuery>(query);
  if (node?.__typename !== 'Assignment' || !node.form || !node.questionList || !node.publishing) {
    return <NotFoundNotice />;
  }
  return <EditAssignmentForm key={node.id} assignmentRef={node.form} questionsRef={node.questionList} publishingRef={node.publishing} />;
}

/** The assignment form, create (/groups/assignments/add) and edit (/groups/assignments/update). */
export function Component() {
  return useLoaderData() ? <EditAssignment /> : <CreateAssignment />;
}
