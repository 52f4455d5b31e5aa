/**
 * @generated SignedSource<<f861548b62d2a019376a198beda02a4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuestionAttemptCard_questionAttempt$data = {
  readonly autoScore: number | null | undefined;
  readonly explanation: string | null | undefined;
  readonly feedback: string | null | undefined;
  readonly id: string;
  readonly questionVersion: {
    readonly __typename: string;
    readonly statement?: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
  } | null | undefined;
  readonly score: number | null | undefined;
  readonly scoreOverridden: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AttemptAnswer_questionAttempt" | "ScoreHistory_questionAttempt">;
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
      "name": "autoScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreOverridden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedback",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "explanation",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttemptAnswer_questionAttempt"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScoreHistory_questionAttempt"
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

(node as any).hash = "b50040505cdf5326d37b4e39ac1187d1";

export default node;
