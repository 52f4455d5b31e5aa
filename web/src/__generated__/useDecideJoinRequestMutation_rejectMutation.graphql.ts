/**
 * @generated SignedSource<<61a2174f667d88e7cf0527b4238c8526>>
 * @relayHash 08740fe7014a49e595b6d6fac3510882
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77875d940e8448201cb5b717ae39418b009cca0b00b5d73bd0b2a89bd94c7e77

import type { ConcreteRequest } from 'relay-runtime';
export type JoinRequestStatus = "APPROVED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type RejectJoinRequestInput = {
  id: string;
};
export type useDecideJoinRequestMutation_rejectMutation$variables = {
  input: RejectJoinRequestInput;
  requests: ReadonlyArray<string>;
};
export type useDecideJoinRequestMutation_rejectMutation$data = {
  readonly rejectJoinRequest: {
    readonly joinRequest: {
      readonly id: string;
      readonly status: JoinRequestStatus;
    };
  };
};
export type useDecideJoinRequestMutation_rejectMutation = {
  response: useDecideJoinRequestMutation_rejectMutation$data;
  variables: useDecideJoinRequestMutation_rejectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "requests"
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
    "name": "useDecideJoinRequestMutation_rejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DecideJoinRequestPayload",
        "kind": "LinkedField",
        "name": "rejectJoinRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JoinRequest",
            "kind": "LinkedField",
            "name": "joinRequest",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
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
    "name": "useDecideJoinRequestMutation_rejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DecideJoinRequestPayload",
        "kind": "LinkedField",
        "name": "rejectJoinRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JoinRequest",
            "kind": "LinkedField",
            "name": "joinRequest",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "id",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "requests"
                  }
                ]
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "77875d940e8448201cb5b717ae39418b009cca0b00b5d73bd0b2a89bd94c7e77",
    "metadata": {},
    "name": "useDecideJoinRequestMutation_rejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "144c722876c71382197ad92a024fe4fd";

export default node;
