/**
 * @generated SignedSource<<f81f6b444bcfc3fb6023fe0699d7b139>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LiveGamePoints = "DOUBLE" | "NONE" | "STANDARD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LivePodium_liveGame$data = {
  readonly countsAsAttempt: boolean;
  readonly id: string;
  readonly leaderboard: ReadonlyArray<{
    readonly correctCount: number;
    readonly nickname: string;
    readonly rank: number;
    readonly score: number;
  }>;
  readonly points: LiveGamePoints;
  readonly " $fragmentType": "LivePodium_liveGame";
};
export type LivePodium_liveGame$key = {
  readonly " $data"?: LivePodium_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"LivePodium_liveGame">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LivePodium_liveGame",
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
      "name": "points",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countsAsAttempt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "LivePlayer",
      "kind": "LinkedField",
      "name": "leaderboard",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
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
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctCount",
          "storageKey": null
        }
      ],
      "storageKey": "leaderboard(first:5)"
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};

(node as any).hash = "1ca20c3bb8865c9e7f50bce79bdf8e39";

export default node;
