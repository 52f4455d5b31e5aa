/**
 * @generated SignedSource<<4da8d90fdde1c509b8b13b8adb6d248a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LiveGamePoints = "DOUBLE" | "NONE" | "STANDARD" | "%future added value";
export type LiveGameStatus = "FINISHED" | "LOBBY" | "QUESTION" | "REVEAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlayResult_liveGame$data = {
  readonly countsAsAttempt: boolean;
  readonly playerCount: number;
  readonly points: LiveGamePoints;
  readonly question: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveAnswerKey_question">;
  } | null | undefined;
  readonly questionIndex: number | null | undefined;
  readonly status: LiveGameStatus;
  readonly viewerPlayer: {
    readonly attemptNote: string | null | undefined;
    readonly correctCount: number;
    readonly lastAnswer: {
      readonly correct: boolean | null | undefined;
      readonly points: number | null | undefined;
      readonly questionIndex: number;
      readonly score: number | null | undefined;
      readonly streakBonus: number | null | undefined;
      readonly summary: string;
    } | null | undefined;
    readonly rank: number;
    readonly score: number;
    readonly streak: number;
  } | null | undefined;
  readonly " $fragmentType": "PlayResult_liveGame";
};
export type PlayResult_liveGame$key = {
  readonly " $data"?: PlayResult_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayResult_liveGame">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionIndex",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlayResult_liveGame",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "countsAsAttempt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playerCount",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "question",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveAnswerKey_question"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LivePlayer",
      "kind": "LinkedField",
      "name": "viewerPlayer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attemptNote",
          "storageKey": null
        },
        (v2/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LiveAnswer",
          "kind": "LinkedField",
          "name": "lastAnswer",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "summary",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correct",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "streakBonus",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};
})();

(node as any).hash = "22e4c2b9a7b7d29a0b9c2c79c3ea536f";

export default node;
