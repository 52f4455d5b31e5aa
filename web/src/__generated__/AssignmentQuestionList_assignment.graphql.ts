/**
 * @generated SignedSource<<32f84f3db75aa3a73b7b0cfa53bb1ac8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "NUMERICAL" | "ORDERING" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AssignmentQuestionList_assignment$data = {
  readonly id: string;
  readonly questions: ReadonlyArray<{
    readonly __typename: string;
    readonly id?: string;
    readonly isActive?: boolean;
    readonly statement?: string;
    readonly type?: QuestionType;
  }>;
  readonly " $fragmentType": "AssignmentQuestionList_assignment";
};
export type AssignmentQuestionList_assignment$key = {
  readonly " $data"?: AssignmentQuestionList_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignmentQuestionList_assignment">;
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
  "name": "AssignmentQuestionList_assignment",
  "selections": [
    (v0/*:: as any*/),
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "statement",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isActive",
              "storageKey": null
            }
          ],
          "type": "QuestionCommon",
          "abstractKey": "__isQuestionCommon"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "0c935ae22bfb963c95b0deeddec9e6d7";

export default node;
