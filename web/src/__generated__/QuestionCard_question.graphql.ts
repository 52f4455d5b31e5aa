/**
 * @generated SignedSource<<776c5c4869e08af9cfeb9fc415fd4d7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "NUMERICAL" | "ORDERING" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type QuestionCard_question$data = {
  readonly __typename: string;
  readonly difficulty?: Difficulty;
  readonly id?: string;
  readonly statement?: string;
  readonly type?: QuestionType;
  readonly " $fragmentType": "QuestionCard_question";
};
export type QuestionCard_question$key = {
  readonly " $data"?: QuestionCard_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionCard_question",
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
          "name": "difficulty",
          "storageKey": null
        }
      ],
      "type": "QuestionCommon",
      "abstractKey": "__isQuestionCommon"
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};

(node as any).hash = "de936ad40e9c2a31e92d8888533a65e2";

export default node;
