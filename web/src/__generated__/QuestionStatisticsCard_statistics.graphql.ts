/**
 * @generated SignedSource<<241a07b2aab3513e3ed96e2844414bb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "NUMERICAL" | "ORDERING" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type QuestionStatisticsCard_statistics$data = {
  readonly attemptCount: number;
  readonly discrimination: number | null | undefined;
  readonly facility: number | null | undefined;
  readonly flagReasons: ReadonlyArray<string>;
  readonly flagged: boolean;
  readonly inAssignment: boolean;
  readonly pendingCount: number;
  readonly position: number;
  readonly question: {
    readonly id?: string;
    readonly statement?: string;
    readonly type?: QuestionType;
  };
  readonly responses: ReadonlyArray<{
    readonly answerCount: number;
    readonly answers: ReadonlyArray<{
      readonly answer: string;
      readonly correct: boolean;
      readonly count: number;
      readonly mostChosenWrong: boolean;
      readonly share: number;
    }>;
    readonly label: string | null | undefined;
    readonly rightShare: number | null | undefined;
  }>;
  readonly standardDeviation: number | null | undefined;
  readonly " $fragmentType": "QuestionStatisticsCard_statistics";
};
export type QuestionStatisticsCard_statistics$key = {
  readonly " $data"?: QuestionStatisticsCard_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatisticsCard_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionStatisticsCard_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inAssignment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attemptCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "standardDeviation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discrimination",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flagged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flagReasons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "question",
      "plural": false,
      "selections": [
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
            }
          ],
          "type": "QuestionCommon",
          "abstractKey": "__isQuestionCommon"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponseGroup",
      "kind": "LinkedField",
      "name": "responses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rightShare",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ResponseCount",
          "kind": "LinkedField",
          "name": "answers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answer",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "share",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correct",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mostChosenWrong",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionStatistics",
  "abstractKey": null
};

(node as any).hash = "8a6fe658d9b25c44bc074ed61eea1a3f";

export default node;
