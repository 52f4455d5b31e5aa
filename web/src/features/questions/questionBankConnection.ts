import { ConnectionHandler, generateClientID, ROOT_ID } from 'relay-runtime';

/**
 * The question bank's connection (QuestionList's `questions @connection`, keyed QuestionBankPage_questions after
 * the screen it belongs to). Viewer has no id, so its record is the client id Relay gives `Query.viewer`.
 */
export const questionBankConnectionId = () => ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'QuestionBankPage_questions');
