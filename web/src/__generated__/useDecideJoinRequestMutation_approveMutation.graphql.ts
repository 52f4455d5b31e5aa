/**
 * @generated SignedSource<<7a8b2e01b13ae823cfbe283ffdd524fa>>
 * @relayHash eb5c5e43f704b9d6e035afb0b1445fce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 38c799767bffd5474795de38f48af25db0c38e312429e7e17a1e72d8c483261c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JoinRequestStatus = "APPROVED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type ApproveJoinRequestInput = {
  id: string;
};
export type useDecideJoinRequestMutation_approveMutation$variables = {
  input: ApproveJoinRequestInput;
  members: ReadonlyArray<string>;
  requests: ReadonlyArray<string>;
};
export type useDecideJoinRequestMutation_approveMutation$data = {
  readonly approveJoinRequest: {
    readonly joinRequest: {
      readonly id: string;
      readonly profile: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"GroupMembersPage_member">;
      };
      readonly status: JoinRequestStatus;
    };
  };
};
export type useDecideJoinRequestMutation_approveMutation = {
  response: useDecideJoinRequestMutation_approveMutation$data;
  variables: useDecideJoinRequestMutation_approveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "members"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requests"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDecideJoinRequestMutation_approveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DecideJoinRequestPayload",
        "kind": "LinkedField",
        "name": "approveJoinRequest",
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "profile",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupMembersPage_member"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDecideJoinRequestMutation_approveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DecideJoinRequestPayload",
        "kind": "LinkedField",
        "name": "approveJoinRequest",
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
              (v4/*:: as any*/),
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "profile",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "profilePictureUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "profile",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "members"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "ProfileEdge"
                  }
                ]
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
    "id": "38c799767bffd5474795de38f48af25db0c38e312429e7e17a1e72d8c483261c",
    "metadata": {},
    "name": "useDecideJoinRequestMutation_approveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95ad37240a72788f31ae0d9532f1da17";

export default node;
