/**
 * @generated SignedSource<<b33509504dfbd562e4f9853aa55400d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "NUMERICAL" | "ORDERING" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ImportPreview_question$data = {
  readonly __typename: string;
  readonly explanation?: string | null | undefined;
  readonly statement?: string;
  readonly type?: QuestionType;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
  readonly " $fragmentType": "ImportPreview_question";
};
export type ImportPreview_question$key = {
  readonly " $data"?: ImportPreview_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportPreview_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportPreview_question",
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
          "name": "explanation",
          "storageKey": null
        }
      ],
      "type": "QuestionCommon",
      "abstractKey": "__isQuestionCommon"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswerKey_question"
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};

(node as any).hash = "d4b6c034c5a71056a865840f8fe2730e";

export default node;
