import type { GatewayContext } from '../../context.js';
import { cursorOf } from '../../connections.js';
import { idOf, toGlobalId } from '../../globalId.js';
import { tag } from '../../parents.js';
import { withoutNulls } from '../../withoutNulls.js';
import { type RestStudyGroup } from '../../rest.js';
import { imageForm } from './uploads.js';

interface GroupFields {
  name?: string | null;
  description?: string | null;
  isPublic?: boolean | null;
  requiresRequest?: boolean | null;
}

const edge = <T extends { id: string }>(node: T) => ({ cursor: cursorOf(node.id), node });

export const studyGroupMutations = {
  async createStudyGroup(_: unknown, { input }: { input: GroupFields & { memberIds?: string[] | null } }, { api }: GatewayContext) {
    const group = tag.studyGroup(
      await api.call<RestStudyGroup>({
        method: 'POST',
        path: '/study-group/create',
        body: {
          ...withoutNulls({ name: input.name, isPublic: input.isPublic, requiresRequest: input.requiresRequest }),
          description: input.description ?? null,
          profilesId: (input.memberIds ?? []).map((id) => idOf(id, 'Profile')),
        },
      }),
    );
    return { studyGroup: group, studyGroupEdge: edge(group) };
  },

  async updateStudyGroup(_: unknown, { input }: { input: GroupFields & { id: string; picture?: File | null } }, { api }: GatewayContext) {
    const id = idOf(input.id, 'StudyGroup');
    let group = await api.call<RestStudyGroup>({
      method: 'PATCH',
      path: `/study-group/update/${id}`,
      // null for a flag means "unchanged" as well; null clears the description.
      body: { ...withoutNulls({ name: input.name, isPublic: input.isPublic, requiresRequest: input.requiresRequest }), description: input.description },
    });
    if (input.picture) {
      group = await api.call<RestStudyGroup>({ method: 'POST', path: `/study-group/uploadPicture/${id}`, form: await imageForm(input.picture) });
    }
    return { studyGroup: tag.studyGroup(group) };
  },

  async addStudyGroupMembers(_: unknown, { input }: { input: { id: string; memberIds: string[] } }, { api, loaders }: GatewayContext) {
    const profileIds = input.memberIds.map((id) => idOf(id, 'Profile'));
    const group = await api.call<RestStudyGroup>({
      method: 'PATCH',
      path: '/study-group/addMembers',
      body: { groupId: idOf(input.id, 'StudyGroup'), profilesId: profileIds },
    });
    const added = await loaders.profiles.loadMany(profileIds);
    return { studyGroup: tag.studyGroup(group), memberEdges: added.filter((p) => !(p instanceof Error)).map((p) => edge(p as { id: string })) };
  },

  async removeStudyGroupMember(_: unknown, { input }: { input: { id: string; profileId: string } }, { api }: GatewayContext) {
    const profileId = idOf(input.profileId, 'Profile');
    const group = await api.call<RestStudyGroup>({
      method: 'DELETE',
      path: '/study-group/removeMember',
      body: { groupId: idOf(input.id, 'StudyGroup'), profileId },
    });
    return { studyGroup: tag.studyGroup(group), removedProfileId: toGlobalId('Profile', profileId) };
  },

  async deactivateStudyGroup(_: unknown, { input }: { input: { id: string } }, { api }: GatewayContext) {
    const group = await api.call<RestStudyGroup>({ method: 'PATCH', path: `/study-group/deactivate/${idOf(input.id, 'StudyGroup')}` });
    return { studyGroup: tag.studyGroup(group), deactivatedStudyGroupId: input.id };
  },
};
