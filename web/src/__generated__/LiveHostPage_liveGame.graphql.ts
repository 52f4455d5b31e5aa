/**
 * @generated SignedSource<<47f627bb705b916de87c3b1cba478388>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LiveGameStatus = "FINISHED" | "LOBBY" | "QUESTION" | "REVEAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LiveHostPage_liveGame$data = {
  readonly answerCount: number;
  readonly assignment: {
    readonly name: string;
    readonly studyGroup: {
      readonly id: string;
      readonly owner: {
        readonly id: string;
      };
    };
  };
  readonly id: string;
  readonly leaderboard: ReadonlyArray<{
    readonly nickname: string;
  }>;
  readonly playerCount: number;
  readonly questionCount: number;
  readonly questionIndex: number | null | undefined;
  readonly questionTimeLeftMs: number | null | undefined;
  readonly status: LiveGameStatus;
  readonly " $fragmentSpreads": FragmentRefs<"LiveLeaderboard_liveGame" | "LiveLobby_liveGame" | "LivePodium_liveGame" | "LiveQuestionStage_liveGame" | "LiveReveal_liveGame">;
  readonly " $fragmentType": "LiveHostPage_liveGame";
};
export type LiveHostPage_liveGame$key = {
  readonly " $data"?: LiveHostPage_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveHostPage_liveGame">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveHostPage_liveGame",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionIndex",
      "storageKey": null
    },
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
      "name": "questionTimeLeftMs",
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
      "name": "playerCount",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StudyGroup",
          "kind": "LinkedField",
          "name": "studyGroup",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Profile",
              "kind": "LinkedField",
              "name": "owner",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
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
        }
      ],
      "storageKey": "leaderboard(first:5)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveLobby_liveGame"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveQuestionStage_liveGame"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveReveal_liveGame"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveLeaderboard_liveGame"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LivePodium_liveGame"
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};
})();

(node as any).hash = "1300185ee015ddaf7a475640f7f91bd3";

export default node;
