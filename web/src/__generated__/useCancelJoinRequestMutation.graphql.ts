/**
 * @generated SignedSource<<5deb647945ee13a10fd146902ef16d7f>>
 * @relayHash 047dcd3018b6bd02d661c0e46f0a7ea1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0335b30e1c94159a8dd5bceafe533655b5937bc9d74be0c1266b0bf7bfec045

import type { ConcreteRequest } from 'relay-runtime';
export type JoinRequestStatus = "APPROVED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type CancelJoinRequestInput = {
  id: string;
};
export type useCancelJoinRequestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CancelJoinRequestInput;
};
export type useCancelJoinRequestMutation$data = {
  readonly cancelJoinRequest: {
    readonly cancelledJoinRequestId: string;
    readonly joinRequest: {
      readonly id: string;
      readonly status: JoinRequestStatus;
    };
  };
};
export type useCancelJoinRequestMutation = {
  response: useCancelJoinRequestMutation$data;
  variables: useCancelJoinRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancelledJoinRequestId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "JoinRequest",
  "kind": "LinkedField",
  "name": "joinRequest",
  "plural": false,
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
      "name": "status",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelJoinRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CancelJoinRequestPayload",
        "kind": "LinkedField",
        "name": "cancelJoinRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCancelJoinRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CancelJoinRequestPayload",
        "kind": "LinkedField",
        "name": "cancelJoinRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "cancelledJoinRequestId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f0335b30e1c94159a8dd5bceafe533655b5937bc9d74be0c1266b0bf7bfec045",
    "metadata": {},
    "name": "useCancelJoinRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0874646859ef45111a82b009b51c7bb2";

export default node;
