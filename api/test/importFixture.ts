import { expect } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './helpers.js';

// What the import suites share (issue 29): a running api and calls to POST /question/import.

export interface Problem {
  line: number | null;
  message: string;
  warning: boolean;
}
export interface ImportReply {
  questions: Array<Record<string, any>>;
  problems: Problem[];
  imported: number;
  assignmentId: string | null;
}

export let api: TestApi;

export async function startImportApi() {
  api = await startTestApi();
  return api;
}

export const importText = async (user: TestUser, text: string, options: { format?: string; dryRun?: boolean; assignmentId?: string } = {}) => {
  const { format = 'GIFT', ...rest } = options;
  return api.call<ImportReply & { message?: string }>('POST', 'question/import', { token: user.token, body: { format, text, ...rest } });
};
/** Imports as a dry run and answers the body, failing on anything but 200. */
export const preview = async (user: TestUser, text: string, format = 'GIFT') => {
  const reply = await importText(user, text, { format, dryRun: true });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};
export const errors = (body: ImportReply) => body.problems.filter((problem) => !problem.warning);
export const warnings = (body: ImportReply) => body.problems.filter((problem) => problem.warning);
export const bankSize = async (user: TestUser) => {
  const reply = await api.call<unknown[]>('GET', 'question/getAll?limit=100&isActive=true', { token: user.token });
  return reply.body.length;
};
