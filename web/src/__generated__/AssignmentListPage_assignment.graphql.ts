/**
 * @generated SignedSource<<44ab352b4de6703ff8acb4c676d02a7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentListPage_assignment$data = {
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly dueAt: any | null | undefined;
  readonly id: string;
  readonly maxAttempts: number | null | undefined;
  readonly name: string;
  readonly openForPractice: boolean;
  readonly questionCount: number;
  readonly status: AssignmentStatus;
  readonly " $fragmentSpreads": FragmentRefs<"LiveGameButton_assignment">;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxAttempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openForPractice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveGameButton_assignment"
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "d27e2bedec4b908af0bc9ac641c6912e";

export default node;
