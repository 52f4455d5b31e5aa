import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLeaveGuard } from '../../components/LeaveGuard';
import { NotFoundNotice } from '../../components/NotFoundNotice';
import { OptionSelect } from '../../components/OptionSelect';
import { useNotify } from '../../components/Notifier';
import { useToastedMutation } from '../../components/useToastedMutation';
import { PageTitle } from '../../components/PageTitle';
import { RestrictedNotice } from '../../components/RestrictedNotice';
import { useCreateOnce } from '../../lib/clientId';
import { messageOf } from '../../relay/errors';
import { useRouteQuery } from '../../relay/routeQuery';
import { useSession } from '../../session/SessionProvider';
import type { QuestionFormPageQuery, QuestionFormPageQuery$data } from '../../__generated__/QuestionFormPageQuery.graphql';
import { QuestionForm, UnknownForm } from '../../questionKinds/form/QuestionForm';
import type { QuestionPayload, QuestionType } from '../../questionKinds/kind';
import { questionTypeLabel, questionTypeOptions } from '../../questionKinds/labels';
import { formRoute, type FormRoute } from './formRoute';
import { useCreateQuestionMutation } from './useCreateQuestionMutation';
import { useQuestionDraft } from './useQuestionDraft';
import { useUpdateQuestionMutation } from './useUpdateQuestionMutation';

const query = graphql`
  query QuestionFormPageQuery($questionId: ID!, $withQuestion: Boolean!, $assignmentId: ID!, $withAssignment: Boolean!) {
    question: node(id: $questionId) @include(if: $withQuestion) {
      __typename
      ... on QuestionCommon {
        id
        type
        author {
          id
        }
      }
      ...QuestionForm_question @alias(as: "form")
    }
    assignment: node(id: $assignmentId) @include(if: $withAssignment) {
      __typename
      ... on Assignment {
        id
        name
        studyGroup {
          id
          owner {
            id
          }
        }
      }
    }
  }
`;

type LoadedQuestion = NonNullable<QuestionFormPageQuery$data['question']>;

interface LinkTarget {
  id: string;
  name: string;
  groupId: string;
  ownerId: string;
}

/** Creating a question: 'Añadir Pregunta', the type selector, then the form of that type. */
function CreateQuestion({ linkTo }: { linkTo: LinkTarget | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreateQuestionMutation();
  const [type, setType] = useState<QuestionType>('TRUE_OR_FALSE');
  const [formKey, setFormKey] = useState(0);
  const [askAnother, setAskAnother] = useState(false);
  // The statement and difficulty survive a change of type; anything typed asks before leaving.
  const { draft, dirty, onDraftChange, reset } = useQuestionDraft();
  const leaveGuard = useLeaveGuard(dirty || Boolean(draft?.statement.trim()));
  const { clientMutationId, renewClientMutationId, locked, lock, unlock } = useCreateOnce();

  const onSubmit = async (payload: QuestionPayload) => {
    if (!lock()) return;
    try {
      await create(type, payload, linkTo?.id, clientMutationId);
    } catch (error) {
      unlock();
      notify.error(messageOf(error), 'Error');
      return;
    }
    if (linkTo) {
      setAskAnother(true);
    } else {
      notify.success('Pregunta creada', 'Éxito');
      leaveGuard.allowLeaving();
      navigate(paths.questions.href());
    }
  };

  const backTo = linkTo ? paths.editAssignment.href(linkTo.id, linkTo.groupId) : paths.questions.href();
  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackLink to={backTo}>{linkTo ? 'Volver a la tarea' : 'Volver al banco de preguntas'}</BackLink>
      <PageTitle>Añadir Pregunta</PageTitle>
      {linkTo && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Se añadirá a la tarea «{linkTo.name}».
        </Typography>
      )}
      <OptionSelect
        label="Tipo de pregunta"
        options={questionTypeOptions}
        value={type}
        onChange={(value) => {
          setType(value as QuestionType);
          setFormKey((key) => key + 1);
        }}
      />
      <QuestionForm
        key={`${type}-${formKey}`}
        type={type}
        questionRef={null}
        mode="create"
        {...{ cancelTo: backTo, onSubmit, locked, draft, onDraftChange }}
      />
      <ConfirmDialog
        open={askAnother}
        title="¿Deseas añadir otra pregunta?"
        message="La pregunta se creó y se añadió a la tarea."
        onConfirm={() => {
          setAskAnother(false);
          reset();
          renewClientMutationId();
          unlock();
          setFormKey((key) => key + 1);
        }}
        onClose={() => {
          setAskAnother(false);
          notify.success('Tarea con preguntas creada', 'Éxito');
          leaveGuard.allowLeaving();
          if (linkTo) navigate(paths.groupAssignments.href(linkTo.groupId, linkTo.ownerId));
        }}
      />
      {leaveGuard.dialog}
    </Box>
  );
}

/**
 * Edit mode: the type comes from the route, the form is prefilled. After saving, an edit that came from an
 * assignment goes back to that assignment's edit screen, one from the bank to /profile.
 */
function UpdateQuestion({ route, question }: { route: Extract<FormRoute, { kind: 'update' }> & { type: QuestionType }; question: LoadedQuestion }) {
  const navigate = useNavigate();
  const toasted = useToastedMutation();
  const [update] = useUpdateQuestionMutation();
  const { dirty, onDraftChange } = useQuestionDraft();
  const leaveGuard = useLeaveGuard(dirty);
  const { returnTo } = route;
  const backTo = returnTo ? paths.editAssignment.href(returnTo.assignmentId, returnTo.studyGroupId) : paths.questions.href();

  const onSubmit = async (payload: QuestionPayload) => {
    const saved = await toasted(() => update(route.questionId, route.type, payload), {
      success: 'Pregunta actualizada',
      failure: 'Error al actualizar la pregunta.',
    });
    if (!saved.ok) return;
    leaveGuard.allowLeaving();
    navigate(returnTo ? paths.editAssignment.href(returnTo.assignmentId, returnTo.studyGroupId) : paths.profile.href());
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <BackLink to={backTo}>{returnTo ? 'Volver a la tarea' : 'Volver al banco de preguntas'}</BackLink>
      <PageTitle>Editar pregunta</PageTitle>
      <Typography color="text.secondary">{questionTypeLabel(route.type)}</Typography>
      <QuestionForm
        type={route.type}
        questionRef={question.form ?? null}
        mode="update"
        cancelTo={backTo}
        onSubmit={onSubmit}
        onDraftChange={onDraftChange}
      />
      {leaveGuard.dialog}
    </Box>
  );
}

/** The routes that read something first: the question to edit or the assignment to link to. */
function Loaded({ route }: { route: Exclude<FormRoute, { kind: 'create' }> }) {
  const { question, assignment } = useRouteQuery<QuestionFormPageQuery>(query);
  const { profile } = useSession();
  if (route.kind === 'link') {
    if (assignment?.__typename !== 'Assignment') return <NotFoundNotice />;
    return (
      <CreateQuestion
        linkTo={{ id: assignment.id, name: assignment.name, groupId: assignment.studyGroup.id, ownerId: assignment.studyGroup.owner.id }}
      />
    );
  }
  const { type } = route;
  if (!type) return <UnknownForm />;
  if (!question || !('type' in question) || question.type !== type)
    return <NotFoundNotice backTo={paths.questions.href()} backLabel="Volver al banco de preguntas" />;
  // Only its author edits a question: anyone else who opens the address gets no form.
  if (question.author?.id !== profile?.id) return <RestrictedNotice backTo={paths.questions.href()} backLabel="Volver al banco de preguntas" />;
  return <UpdateQuestion key={route.questionId} route={{ ...route, type }} question={question} />;
}

export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const route = formRoute(params, search);
  if (route.kind === 'create') return <CreateQuestion linkTo={null} />;
  if (route.kind === 'update' && !route.type) {
    return (
      <Box sx={{ maxWidth: 720 }}>
        <BackLink to={paths.questions.href()}>Volver al banco de preguntas</BackLink>
        <PageTitle>Editar pregunta</PageTitle>
        <UnknownForm />
      </Box>
    );
  }
  if (route.kind === 'update' && !route.questionId)
    return <NotFoundNotice backTo={paths.questions.href()} backLabel="Volver al banco de preguntas" />;
  return <Loaded key={route.kind === 'link' ? route.assignmentId : route.questionId} route={route} />;
}
