import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateResolverTypes, resolversFile } from '../codegen.js';

it('has checked-in resolver types that match schema.graphql and codegen.ts', async () => {
  // Generated in memory (nothing written), as `npm run codegen -w gateway` generates it.
  const fresh = await generateResolverTypes();
  const checkedIn = readFileSync(resolversFile, 'utf8');
  expect(fresh === checkedIn ? '' : 'Stale resolver types; run `npm run codegen -w gateway`.').toBe('');
});
