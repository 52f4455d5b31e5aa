/**
 * @generated SignedSource<<37dacd0932cf9aba758b8c3d7f0df942>>
 * @relayHash ae045c1be8fa7574291a0cd4146347c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5b542cb116a1a4b77c7d345dcaeee8fb58c8a867b9d74f59387e283ce4a789f

import type { ConcreteRequest } from 'relay-runtime';
export type LivePodiumAttemptNotesQuery$variables = {
  id: string;
};
export type LivePodiumAttemptNotesQuery$data = {
  readonly node: {
    readonly players?: ReadonlyArray<{
      readonly attemptNote: string | null | undefined;
      readonly nickname: string;
    }> | null | undefined;
  } | null | undefined;
};
export type LivePodiumAttemptNotesQuery = {
  response: LivePodiumAttemptNotesQuery$data;
  variables: LivePodiumAttemptNotesQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
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
          "name": "attemptNote",
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
    "name": "LivePodiumAttemptNotesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "LivePodiumAttemptNotesQuery",
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
          (v2/*:: as any*/),
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
    "id": "a5b542cb116a1a4b77c7d345dcaeee8fb58c8a867b9d74f59387e283ce4a789f",
    "metadata": {},
    "name": "LivePodiumAttemptNotesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "09a99b46d719566c5d42fa0f531c0c4b";

export default node;
