/**
 * @generated SignedSource<<fb58f8264c677205c08ef61959900bed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LiveGamePoints = "DOUBLE" | "NONE" | "STANDARD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LiveLeaderboard_liveGame$data = {
  readonly leaderboard: ReadonlyArray<{
    readonly correctCount: number;
    readonly nickname: string;
    readonly rank: number;
    readonly score: number;
    readonly streak: number;
  }>;
  readonly points: LiveGamePoints;
  readonly " $fragmentType": "LiveLeaderboard_liveGame";
};
export type LiveLeaderboard_liveGame$key = {
  readonly " $data"?: LiveLeaderboard_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveLeaderboard_liveGame">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveLeaderboard_liveGame",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
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
          "name": "streak",
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

(node as any).hash = "dee8e1fe0c95e47991559a749c9b064d";

export default node;
