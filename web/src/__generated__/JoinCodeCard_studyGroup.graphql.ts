/**
 * @generated SignedSource<<35fa45a76ebea80179c74fac1db687d4>>
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
  readonly requiresRequest: boolean;
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresRequest",
      "storageKey": null
    }
  ],
  "type": "StudyGroup",
  "abstractKey": null
};

(node as any).hash = "95d651bc4aa382573931bcc99151f444";

export default node;
