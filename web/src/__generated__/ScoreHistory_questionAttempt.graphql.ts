/**
 * @generated SignedSource<<44c68d7a4b0d9938a05114570a5da2cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ScoreChangeReason = "MANUAL" | "REGRADE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ScoreHistory_questionAttempt$data = {
  readonly scoreHistory: ReadonlyArray<{
    readonly changedAt: any;
    readonly newScore: number | null | undefined;
    readonly oldScore: number | null | undefined;
    readonly reason: ScoreChangeReason;
  }>;
  readonly " $fragmentType": "ScoreHistory_questionAttempt";
};
export type ScoreHistory_questionAttempt$key = {
  readonly " $data"?: ScoreHistory_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScoreHistory_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScoreHistory_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ScoreChange",
      "kind": "LinkedField",
      "name": "scoreHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "oldScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "616597119e15ec1da2865cd83ba422d4";

export default node;
