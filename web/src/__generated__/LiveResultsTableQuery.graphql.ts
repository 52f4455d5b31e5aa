/**
 * @generated SignedSource<<5b1eed8fd945dfe56ff4967c1400f1fe>>
 * @relayHash 416df80fb620ad296fd6d5e2aa002ad7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa067d55c98fc379976643359456303640f49ef98e030a54a4a420e9da486bd7

import type { ConcreteRequest } from 'relay-runtime';
export type LiveGamePoints = "DOUBLE" | "NONE" | "STANDARD" | "%future added value";
export type LiveResultsTableQuery$variables = {
  id: string;
};
export type LiveResultsTableQuery$data = {
  readonly node: {
    readonly players?: ReadonlyArray<{
      readonly answers: ReadonlyArray<{
        readonly correct: boolean | null | undefined;
        readonly points: number | null | undefined;
        readonly questionIndex: number;
        readonly score: number | null | undefined;
        readonly summary: string;
      } | null | undefined>;
      readonly attemptNote: string | null | undefined;
      readonly correctCount: number;
      readonly nickname: string;
      readonly rank: number;
      readonly score: number;
    }> | null | undefined;
    readonly points?: LiveGamePoints;
    readonly questionCount?: number;
  } | null | undefined;
};
export type LiveResultsTableQuery = {
  response: LiveResultsTableQuery$data;
  variables: LiveResultsTableQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "points",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LivePlayer",
      "kind": "LinkedField",
      "name": "players",
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
          "name": "rank",
          "storageKey": null
        },
        (v3/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "attemptNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LiveAnswer",
          "kind": "LinkedField",
          "name": "answers",
          "plural": true,
          "selections": [
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
              "name": "summary",
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correct",
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
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveResultsTableQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveResultsTableQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fa067d55c98fc379976643359456303640f49ef98e030a54a4a420e9da486bd7",
    "metadata": {},
    "name": "LiveResultsTableQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "22635ffe154a86e52ca320500fe1ac2c";

export default node;
