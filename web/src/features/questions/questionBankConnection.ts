import { ConnectionHandler, generateClientID, ROOT_ID } from 'relay-runtime';

/**
 * The question bank's connection (QuestionBankPage's `questions @connection`). Viewer has no id, so its record is
 * the client id Relay gives `Query.viewer`.
 */
export const questionBankConnectionId = () => ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'QuestionBankPage_questions');
