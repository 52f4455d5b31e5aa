/**
 * @generated SignedSource<<13d13ec4cb1a63c449f900385195f0d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GradeHistory_viewer$data = {
  readonly gradeHistory: ReadonlyArray<{
    readonly assignment: {
      readonly id: string;
      readonly name: string;
    };
    readonly grade: number;
    readonly pending: boolean;
    readonly submittedAt: any;
  }>;
  readonly " $fragmentType": "GradeHistory_viewer";
};
export type GradeHistory_viewer$key = {
  readonly " $data"?: GradeHistory_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"GradeHistory_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GradeHistory_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "GradePoint",
      "kind": "LinkedField",
      "name": "gradeHistory",
      "plural": true,
      "selections": [
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
              "name": "id",
              "storageKey": null
            },
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
          "name": "grade",
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
          "name": "pending",
          "storageKey": null
        }
      ],
      "storageKey": "gradeHistory(first:100)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d23f1f62e0368bba68fecdc5bb88e530";

export default node;
