/**
 * @generated SignedSource<<7603fd3dbad1d781d49b1c6496c6e041>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LiveGamePoints = "DOUBLE" | "NONE" | "STANDARD" | "%future added value";
export type LiveGameStatus = "FINISHED" | "LOBBY" | "QUESTION" | "REVEAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlayPage_liveGame$data = {
  readonly assignment: {
    readonly name: string;
  };
  readonly id: string;
  readonly pin: string;
  readonly playerCount: number;
  readonly points: LiveGamePoints;
  readonly question: {
    readonly " $fragmentSpreads": FragmentRefs<"PlayQuestion_question">;
  } | null | undefined;
  readonly questionCount: number;
  readonly questionIndex: number | null | undefined;
  readonly questionSeconds: number;
  readonly questionTimeLeftMs: number | null | undefined;
  readonly status: LiveGameStatus;
  readonly viewerIsHost: boolean;
  readonly viewerPlayer: {
    readonly attemptNote: string | null | undefined;
    readonly correctCount: number;
    readonly lastAnswer: {
      readonly correct: boolean | null | undefined;
      readonly points: number | null | undefined;
      readonly questionIndex: number;
      readonly score: number | null | undefined;
      readonly streakBonus: number | null | undefined;
    } | null | undefined;
    readonly nickname: string;
    readonly rank: number;
    readonly score: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PlayResult_liveGame">;
  readonly " $fragmentType": "PlayPage_liveGame";
};
export type PlayPage_liveGame$key = {
  readonly " $data"?: PlayPage_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlayPage_liveGame">;
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
  "name": "PlayPage_liveGame",
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
      "name": "pin",
      "storageKey": null
    },
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
      "name": "viewerIsHost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionTimeLeftMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playerCount",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlayQuestion_question"
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
          "name": "nickname",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attemptNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        (v2/*:: as any*/),
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "streakBonus",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correct",
              "storageKey": null
            },
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlayResult_liveGame"
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};
})();

(node as any).hash = "f9dd11fa08ec006137fff3a01c14e04a";

export default node;
