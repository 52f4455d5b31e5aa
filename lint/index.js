// The plugins the root eslint.config.js uses. typescript-eslint parses with TypeScript's JavaScript API, which
// TypeScript 7 (the one the workspaces type-check with) does not have: this package pins TypeScript 6 for it.
// npm keeps typescript-eslint beside that TypeScript, but hoists ts-api-utils (which accepts any TypeScript) to the
// root, next to TypeScript 7; so, inside ESLint's process only, every `require('typescript')` is sent to ours.
import Module, { createRequire } from 'node:module';

const typescript6 = createRequire(import.meta.url).resolve('typescript');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript(request, ...rest) {
  return request === 'typescript' ? typescript6 : resolveFilename.call(this, request, ...rest);
};

const load = async (name) => (await import(name)).default;
export const js = await load('@eslint/js');
export const reactHooks = await load('eslint-plugin-react-hooks');
export const relay = await load('eslint-plugin-relay');
export const tseslint = await load('typescript-eslint');
