import type { Api } from '../../upstream/api.js';
import { tag } from '../../graphql/parents.js';
import type { RestProfile, RestUser } from '../../upstream/rest.js';

/**
 * Tokens, session end, offline key, user and profile of sign-up, login and a password reset: the profile is read with
 * the new token, as the new user.
 */
export async function authPayload(user: RestUser, api: Api) {
  const token = user.token!;
  const profile = await api.as(token).call<RestProfile>({ path: '/profile/getOne' });
  return {
    token,
    sessionExpiresAt: user.sessionExpiresAt!,
    deviceToken: user.deviceToken!,
    offlineKey: user.offlineKey!,
    user: tag.user(user),
    profile: tag.profile(profile),
  };
}
