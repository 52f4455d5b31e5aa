/**
 * @generated SignedSource<<ac8957318e0cae453ba58e9ebb44d77c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuestionAttemptCard_questionAttempt$data = {
  readonly id: string;
  readonly questionVersion: {
    readonly __typename: string;
    readonly statement?: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
  } | null | undefined;
  readonly score: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AttemptAnswer_questionAttempt">;
  readonly " $fragmentType": "QuestionAttemptCard_questionAttempt";
};
export type QuestionAttemptCard_questionAttempt$key = {
  readonly " $data"?: QuestionAttemptCard_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionAttemptCard_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionAttemptCard_questionAttempt",
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
      "name": "score",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttemptAnswer_questionAttempt"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "questionVersion",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AnswerKey_question"
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "statement",
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
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "162864aba1a3f5f9087159bc5d9a4a1a";

export default node;
