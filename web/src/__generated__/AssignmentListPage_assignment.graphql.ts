/**
 * @generated SignedSource<<9b9ea2c216a0f524c554e4f94338396b>>
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
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "2527efff8ebc2c33f120543bdd14eca6";

export default node;
