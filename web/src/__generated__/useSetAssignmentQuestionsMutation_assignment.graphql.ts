/**
 * @generated SignedSource<<74bf14e739a800cf789d8441f3287418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useSetAssignmentQuestionsMutation_assignment$data = {
  readonly id: string;
  readonly questionCount: number;
  readonly questions: ReadonlyArray<{
    readonly __typename: string;
    readonly id?: string;
  }>;
  readonly " $fragmentType": "useSetAssignmentQuestionsMutation_assignment";
};
export type useSetAssignmentQuestionsMutation_assignment$key = {
  readonly " $data"?: useSetAssignmentQuestionsMutation_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSetAssignmentQuestionsMutation_assignment">;
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
  "name": "useSetAssignmentQuestionsMutation_assignment",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": null,
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v0/*:: as any*/)
          ],
          "type": "Node",
          "abstractKey": "__isNode"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "1b7c45080c1fb869b7150e28fc1384d2";

export default node;
