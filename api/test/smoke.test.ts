import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from './helpers.js';

describe('harness', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('signs up and reads the own profile', async () => {
    const user = await signUp(api, { firstName: 'José', lastName: 'Núñez' });
    expect(user.username).toBe('josenunez');
    const me = await api.call('GET', 'profile/getOne', { token: user.token });
    expect(me.body).toMatchObject({ id: user.profileId, userId: user.userId, studyGroupsIDs: [] });
  });
});
