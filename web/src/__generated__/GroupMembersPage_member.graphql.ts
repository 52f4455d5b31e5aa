/**
 * @generated SignedSource<<2022e43afc1716fc81d07ef3c1e2d0dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupMembersPage_member$data = {
  readonly id: string;
  readonly profilePictureUrl: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "GroupMembersPage_member";
};
export type GroupMembersPage_member$key = {
  readonly " $data"?: GroupMembersPage_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupMembersPage_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupMembersPage_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profilePictureUrl",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "48f62ea994f71346f7a2d9fa603af93a";

export default node;
