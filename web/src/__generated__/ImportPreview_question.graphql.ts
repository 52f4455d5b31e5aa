/**
 * @generated SignedSource<<8cb6a06e5424fbd7c24e7bd22af4aa23>>
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
  readonly imageUrl?: string | null | undefined;
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
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        }
      ],
      "type": "TrueOrFalseQuestion",
      "abstractKey": null
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

(node as any).hash = "90d51fc39fb6a30e49fd8a06cb8added";

export default node;
