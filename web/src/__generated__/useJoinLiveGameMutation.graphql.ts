/**
 * @generated SignedSource<<072d1713db925f334d7549da319a2bf0>>
 * @relayHash 4392efadabda12a2634a3cd0ef793ca6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f09674f3d19ffa48f70a3aba9c4ce5464345dfc5fb6141d47d0fbb0e7ab8c9b

import type { ConcreteRequest } from 'relay-runtime';
export type JoinLiveGameInput = {
  pin: string;
};
export type useJoinLiveGameMutation$variables = {
  input: JoinLiveGameInput;
};
export type useJoinLiveGameMutation$data = {
  readonly joinLiveGame: {
    readonly liveGame: {
      readonly id: string;
    };
  };
};
export type useJoinLiveGameMutation = {
  response: useJoinLiveGameMutation$data;
  variables: useJoinLiveGameMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "JoinLiveGamePayload",
    "kind": "LinkedField",
    "name": "joinLiveGame",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useJoinLiveGameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJoinLiveGameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f09674f3d19ffa48f70a3aba9c4ce5464345dfc5fb6141d47d0fbb0e7ab8c9b",
    "metadata": {},
    "name": "useJoinLiveGameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "271cd7af8e6ac2bfbb3bbd883a0ec147";

export default node;
