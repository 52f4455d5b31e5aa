/**
 * @generated SignedSource<<e1f57d25f37f3c6188b37fcf9be57d71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupListPage_studyGroup$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "GroupListPage_studyGroup";
};
export type GroupListPage_studyGroup$key = {
  readonly " $data"?: GroupListPage_studyGroup$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupListPage_studyGroup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupListPage_studyGroup",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    }
  ],
  "type": "StudyGroup",
  "abstractKey": null
};

(node as any).hash = "11cc3481aad3434898e3642e3d250e22";

export default node;
