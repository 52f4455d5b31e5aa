/**
 * @generated SignedSource<<eff0b84fcb42912989a1ac80592507bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PictureSection_profile$data = {
  readonly profilePictureUrl: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "PictureSection_profile";
};
export type PictureSection_profile$key = {
  readonly " $data"?: PictureSection_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"PictureSection_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PictureSection_profile",
  "selections": [
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

(node as any).hash = "a36eb79a4c7f520674d125ed9a53af6d";

export default node;
