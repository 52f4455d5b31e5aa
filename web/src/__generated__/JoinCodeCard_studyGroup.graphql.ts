/**
 * @generated SignedSource<<00fd36ff81ae3162572f49cd10d9a776>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JoinCodeCard_studyGroup$data = {
  readonly code: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly requiresRequest: boolean;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "JoinCodeCard_studyGroup";
};
export type JoinCodeCard_studyGroup$key = {
  readonly " $data"?: JoinCodeCard_studyGroup$data;
  readonly " $fragmentSpreads": FragmentRefs<"JoinCodeCard_studyGroup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JoinCodeCard_studyGroup",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresRequest",
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

(node as any).hash = "ea3eb48408a090c58c759bc89a5ca4b3";

export default node;
