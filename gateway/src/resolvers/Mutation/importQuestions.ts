import { importTooLargeMessage, maxImportBytes } from '@aula/common';
import { FormData } from 'undici';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { badUserInput } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestImportResult } from '../../upstream/rest.js';

/**
 * Forwards an import to the api: the text as JSON, or the uploaded file as the multipart "file" part (as
 * updateProfilePicture forwards an image). The api reads, checks and creates; its problems come back as they are.
 */
export const importQuestions: MutationResolvers['importQuestions'] = async (_, { input }, { api, loaders }) => {
  const { format, text, file } = input;
  if ((text === null || text === undefined) === (file === null || file === undefined)) {
    throw badUserInput(file ? 'Envíe el texto o el archivo, no ambos' : 'Falta el texto o el archivo que importar');
  }
  const assignmentId = input.assignmentId ? idOf(input.assignmentId, 'Assignment') : undefined;
  const dryRun = input.dryRun ?? false;
  const confirmPractisedKeys = input.confirmPractisedKeys ?? false;
  let result: RestImportResult;
  if (file) {
    // Refused here already, so an oversized file is never forwarded (the api gives the same message).
    if (file.size > maxImportBytes) {
      throw badUserInput(importTooLargeMessage(file.size));
    }
    const form = new FormData();
    form.append('format', format);
    form.append('dryRun', String(dryRun));
    form.append('confirmPractisedKeys', String(confirmPractisedKeys));
    if (assignmentId) form.append('assignmentId', assignmentId);
    form.append('file', new Blob([await file.arrayBuffer()], { type: file.type || 'text/plain' }), file.name || 'preguntas.txt');
    result = await api.call<RestImportResult>({ method: 'POST', path: '/question/import', form });
  } else {
    result = await api.call<RestImportResult>({
      method: 'POST',
      path: '/question/import',
      body: { format, text, dryRun, assignmentId, confirmPractisedKeys },
    });
  }
  return {
    questions: result.questions.map(tag.question),
    problems: result.problems,
    imported: result.imported,
    assignment: result.assignmentId ? await loaders.assignments.load(result.assignmentId) : null,
  };
};
