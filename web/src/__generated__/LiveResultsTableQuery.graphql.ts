/**
 * @generated SignedSource<<85e1013924bfdde0418d04c201a19031>>
 * @relayHash a29c78b1f80eb347fbeee5912aecc21a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be75b4d10d96f6e08d9bcd822af77195eb33059d7befe96782f549c725f44ad5

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
        readonly summary: string;
      } | null | undefined>;
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
          "name": "correctCount",
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
          (v3/*:: as any*/)
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
          (v3/*:: as any*/),
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
    "id": "be75b4d10d96f6e08d9bcd822af77195eb33059d7befe96782f549c725f44ad5",
    "metadata": {},
    "name": "LiveResultsTableQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7c3e091a6a6251ee5dec88a42d5e1b34";

export default node;
