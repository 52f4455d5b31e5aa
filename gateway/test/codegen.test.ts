import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { expect, it } from 'vitest';
import config, { resolversFile } from '../codegen.js';

it('has checked-in resolver types that match schema.graphql and codegen.ts', async () => {
  // Generated in memory (nothing written) with the same config as `npm run codegen -w gateway`.
  const outputs: Types.FileOutput[] = await generate(config, false);
  const fresh = outputs.find((output) => output.filename === resolversFile)?.content;
  const checkedIn = readFileSync(resolversFile, 'utf8');
  expect(fresh === checkedIn ? '' : 'Stale resolver types; run `npm run codegen -w gateway`.').toBe('');
});
