/**
 * @generated SignedSource<<73894d2856aa97e361b8531799892f33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuestionAttemptCard_questionAttempt$data = {
  readonly chosenOptionsIndex: ReadonlyArray<number> | null | undefined;
  readonly filledBlanks: ReadonlyArray<string> | null | undefined;
  readonly id: string;
  readonly questionVersion: {
    readonly __typename: string;
    readonly leftColumn?: ReadonlyArray<string>;
    readonly options?: ReadonlyArray<string>;
    readonly segments?: ReadonlyArray<string>;
    readonly statement?: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
  } | null | undefined;
  readonly score: number | null | undefined;
  readonly shortAnswer: string | null | undefined;
  readonly trueOrFalseAnswer: boolean | null | undefined;
  readonly userColumnsOrder: ReadonlyArray<string> | null | undefined;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trueOrFalseAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filledBlanks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userColumnsOrder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenOptionsIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortAnswer",
      "storageKey": null
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
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "segments",
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
            }
          ],
          "type": "MultipleAnswerQuestion",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "5bf7cbd90a047a9481043c4673c348d0";

export default node;
