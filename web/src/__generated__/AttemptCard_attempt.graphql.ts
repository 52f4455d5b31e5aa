/**
 * @generated SignedSource<<ab44a617cb167e89ca45cf1d257b9903>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type GradingMethod = "AVERAGE" | "FIRST" | "HIGHEST" | "LAST" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AttemptCard_attempt$data = {
  readonly assignment: {
    readonly description: string;
    readonly gradingMethod: GradingMethod;
    readonly name: string;
    readonly viewerGrade: number | null | undefined;
  };
  readonly durationSeconds: number | null | undefined;
  readonly feedback: string | null | undefined;
  readonly late: boolean;
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
      "kind": "ScalarField",
      "name": "late",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedback",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gradingMethod",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerGrade",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AssignmentAttempt",
  "abstractKey": null
};

(node as any).hash = "94e8e0329546a36559bf90d692c48c57";

export default node;
