/**
 * @generated SignedSource<<1af602b6dcdab3e9414445ad5f166830>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AttemptCard_attempt$data = {
  readonly assignment: {
    readonly description: string;
    readonly name: string;
  };
  readonly pendingCount: number;
  readonly score: number;
  readonly submittedAt: any;
  readonly " $fragmentType": "AttemptCard_attempt";
};
export type AttemptCard_attempt$key = {
  readonly " $data"?: AttemptCard_attempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttemptCard_attempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttemptCard_attempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignment",
      "plural": false,
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
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssignmentAttempt",
  "abstractKey": null
};

(node as any).hash = "0c59f18c84447826eb9e8e9a5814b20d";

export default node;
