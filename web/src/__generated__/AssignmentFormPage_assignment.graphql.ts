/**
 * @generated SignedSource<<ad014265c81b80b266f2c66f33627e09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type GradingMethod = "AVERAGE" | "FIRST" | "HIGHEST" | "LAST" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentFormPage_assignment$data = {
  readonly closeAt: any | null | undefined;
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly dueAt: any | null | undefined;
  readonly gradingMethod: GradingMethod;
  readonly id: string;
  readonly maxAttempts: number | null | undefined;
  readonly name: string;
  readonly openForPractice: boolean;
  readonly studyGroup: {
    readonly id: string;
    readonly owner: {
      readonly id: string;
    };
  };
  readonly timeLimitMinutes: number | null | undefined;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "AssignmentFormPage_assignment";
};
export type AssignmentFormPage_assignment$key = {
  readonly " $data"?: AssignmentFormPage_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignmentFormPage_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssignmentFormPage_assignment",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "maxAttempts",
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
      "name": "dueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closeAt",
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
      "name": "timeLimitMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudyGroup",
      "kind": "LinkedField",
      "name": "studyGroup",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Profile",
          "kind": "LinkedField",
          "name": "owner",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "37eb02af0df88b5dce270325ae96630c";

export default node;
