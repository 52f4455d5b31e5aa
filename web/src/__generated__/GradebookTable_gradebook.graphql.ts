/**
 * @generated SignedSource<<1839aab5cb09db78434250dbb8d80417>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GradebookTable_gradebook$data = {
  readonly assignments: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly rows: ReadonlyArray<{
    readonly average: number | null | undefined;
    readonly grades: ReadonlyArray<{
      readonly attemptCount: number;
      readonly grade: number | null | undefined;
      readonly late: boolean;
      readonly pending: boolean;
    }>;
    readonly student: {
      readonly firstName: string | null | undefined;
      readonly id: string;
      readonly lastName: string | null | undefined;
      readonly username: string;
    };
  }>;
  readonly weights: ReadonlyArray<number>;
  readonly " $fragmentType": "GradebookTable_gradebook";
};
export type GradebookTable_gradebook$key = {
  readonly " $data"?: GradebookTable_gradebook$data;
  readonly " $fragmentSpreads": FragmentRefs<"GradebookTable_gradebook">;
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
  "name": "GradebookTable_gradebook",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weights",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GradebookRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Profile",
          "kind": "LinkedField",
          "name": "student",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "username",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GradebookGrade",
          "kind": "LinkedField",
          "name": "grades",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "grade",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attemptCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pending",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "late",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Gradebook",
  "abstractKey": null
};
})();

(node as any).hash = "5dd7678d1f7b00fb230d23d6d575013d";

export default node;
