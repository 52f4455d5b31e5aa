import type { GatewayContext } from '../../context.js';
import { tag } from '../../parents.js';
import { type RestProfile, type RestUser } from '../../rest.js';
import { imageForm } from './uploads.js';

interface AuthInput {
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string;
  password: string;
}

/** Token, user and profile: the profile is read with the new token, as the new user. */
async function authPayload(user: RestUser, { api }: GatewayContext) {
  const token = user.token!;
  const profile = await api.as(token).call<RestProfile>({ path: '/profile/getOne' });
  return { token, user: tag.user(user), profile: tag.profile(profile) };
}

export const authMutations = {
  async signUp(_: unknown, { input }: { input: AuthInput }, context: GatewayContext) {
    const user = await context.api.call<RestUser>({ method: 'POST', path: '/auth/create', body: input });
    return authPayload(user, context);
  },
  async logIn(_: unknown, { input }: { input: AuthInput }, context: GatewayContext) {
    const user = await context.api.call<RestUser>({ method: 'POST', path: '/auth/login', body: input });
    return authPayload(user, context);
  },
  async updateProfilePicture(_: unknown, { input }: { input: { picture: File } }, { api }: GatewayContext) {
    const profile = await api.call<RestProfile>({ method: 'POST', path: '/profile/uploadPicture', form: await imageForm(input.picture) });
    return { profile: tag.profile(profile) };
  },
};
