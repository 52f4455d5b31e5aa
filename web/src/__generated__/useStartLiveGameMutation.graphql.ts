/**
 * @generated SignedSource<<a098d4305f90d78ef9dc2b43dd8ac202>>
 * @relayHash 1dd6fe984096158fc89285074867c14e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c601d67b4b058b5395c8dd77cc610f8db28317b18cb36769e359a73f860939d7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveGamePoints = "DOUBLE" | "NONE" | "STANDARD" | "%future added value";
export type StartLiveGameInput = {
  assignmentId: string;
  countsAsAttempt?: boolean | null | undefined;
  points?: LiveGamePoints | null | undefined;
  questionSeconds?: number | null | undefined;
  streakBonus?: boolean | null | undefined;
};
export type useStartLiveGameMutation$variables = {
  input: StartLiveGameInput;
};
export type useStartLiveGameMutation$data = {
  readonly startLiveGame: {
    readonly liveGame: {
      readonly assignment: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"LiveGameButton_assignment">;
      };
      readonly id: string;
    };
  };
};
export type useStartLiveGameMutation = {
  response: useStartLiveGameMutation$data;
  variables: useStartLiveGameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartLiveGameMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartLiveGamePayload",
        "kind": "LinkedField",
        "name": "startLiveGame",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveGame",
            "kind": "LinkedField",
            "name": "liveGame",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Assignment",
                "kind": "LinkedField",
                "name": "assignment",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LiveGameButton_assignment"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartLiveGameMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "StartLiveGamePayload",
        "kind": "LinkedField",
        "name": "startLiveGame",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveGame",
            "kind": "LinkedField",
            "name": "liveGame",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Assignment",
                "kind": "LinkedField",
                "name": "assignment",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 1
                      }
                    ],
                    "concreteType": "LiveGame",
                    "kind": "LinkedField",
                    "name": "liveGames",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": "liveGames(first:1)"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c601d67b4b058b5395c8dd77cc610f8db28317b18cb36769e359a73f860939d7",
    "metadata": {},
    "name": "useStartLiveGameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "609f63b4f59164fbbdea6f3bdc9aba68";

export default node;
