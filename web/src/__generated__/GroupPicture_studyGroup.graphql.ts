/**
 * @generated SignedSource<<f7c2a83b11b6ffdf46b6d2d48139dda2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupPicture_studyGroup$data = {
  readonly groupPictureUrl: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "GroupPicture_studyGroup";
};
export type GroupPicture_studyGroup$key = {
  readonly " $data"?: GroupPicture_studyGroup$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupPicture_studyGroup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupPicture_studyGroup",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupPictureUrl",
      "storageKey": null
    }
  ],
  "type": "StudyGroup",
  "abstractKey": null
};

(node as any).hash = "8c94c9717ba62da6e649c517d4a7b960";

export default node;
