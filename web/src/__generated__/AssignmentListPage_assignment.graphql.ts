/**
 * @generated SignedSource<<98d05445420e468f283950b9d28a0bd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentListPage_assignment$data = {
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly id: string;
  readonly name: string;
  readonly questionCount: number;
  readonly " $fragmentType": "AssignmentListPage_assignment";
};
export type AssignmentListPage_assignment$key = {
  readonly " $data"?: AssignmentListPage_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignmentListPage_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignmentListPage_assignment",
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
      "name": "difficulty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "1a1c35ef6397bd1536b994ec2a6987fa";

export default node;
