import { errorMessages } from '@aula/common';
import type { AttemptStart } from '@aula/api';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { naming } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { attemptStartNode } from './startAssignmentAttempt.js';

/** The api's 400s name the field they are about: a form (or the solver's sync) can tell which. */
const fields = {
  answers: [errorMessages.attemptDraftNotJson, errorMessages.attemptDraftTooLarge],
  step: [errorMessages.attemptDraftStep],
};

/** The viewer's answers so far on their open start; CONFLICT once it is closed, NOT_FOUND when it is not theirs. */
export const saveAttemptDraft: MutationResolvers['saveAttemptDraft'] = async (_, { input }, { api }) => {
  const start = await api
    .call<AttemptStart>({
      method: 'PUT',
      path: `/assignments/attemptStarts/${idOf(input.attemptStartId, 'AttemptStart')}/draft`,
      body: { step: input.step, answers: input.answers },
    })
    .catch(naming(fields));
  return { attemptStart: attemptStartNode(start) };
};
