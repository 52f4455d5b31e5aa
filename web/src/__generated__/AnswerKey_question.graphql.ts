/**
 * @generated SignedSource<<4c43746602df7ad4d5ff4d4fc571ac6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnswerKey_question$data = {
  readonly __typename: string;
  readonly acceptedAnswers?: ReadonlyArray<string> | null | undefined;
  readonly correctAnswer?: boolean | null | undefined;
  readonly correctOptionsIndex?: ReadonlyArray<number> | null | undefined;
  readonly correctWords?: ReadonlyArray<string> | null | undefined;
  readonly leftColumn?: ReadonlyArray<string>;
  readonly options?: ReadonlyArray<string>;
  readonly rightColumn?: ReadonlyArray<string>;
  readonly viewerSeesAnswerKey?: boolean;
  readonly " $fragmentType": "AnswerKey_question";
};
export type AnswerKey_question$key = {
  readonly " $data"?: AnswerKey_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerKey_question",
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
          "name": "viewerSeesAnswerKey",
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
          "name": "correctAnswer",
          "storageKey": null
        }
      ],
      "type": "TrueOrFalseQuestion",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctWords",
          "storageKey": null
        }
      ],
      "type": "FillBlanksQuestion",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leftColumn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rightColumn",
          "storageKey": null
        }
      ],
      "type": "MatchColumnsQuestion",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "options",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctOptionsIndex",
          "storageKey": null
        }
      ],
      "type": "MultipleAnswerQuestion",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "acceptedAnswers",
          "storageKey": null
        }
      ],
      "type": "ShortAnswerQuestion",
      "abstractKey": null
    }
  ],
  "type": "Question",
  "abstractKey": "__isQuestion"
};

(node as any).hash = "da9138169405f4e06ba5bf46556e6a8b";

export default node;
