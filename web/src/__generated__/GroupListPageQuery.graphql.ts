/**
 * @generated SignedSource<<895a3911a5fac0423fce5eecd0ea92b6>>
 * @relayHash 4d16983a5f96a17cfcfd744ba445e2dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f99c3ad5d289f4985e1908912566e76037738b4486ad0eb6eba0e2bb4af9fda

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type JoinRequestStatus = "APPROVED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type GroupListPageQuery$variables = Record<PropertyKey, never>;
export type GroupListPageQuery$data = {
  readonly viewer: {
    readonly joinRequests: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly status: JoinRequestStatus;
          readonly studyGroup: {
            readonly id: string;
            readonly name: string;
          };
        };
      }>;
    };
    readonly studyGroups: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"GroupListPage_studyGroup">;
        };
      }>;
    };
  } | null | undefined;
};
export type GroupListPageQuery = {
  response: GroupListPageQuery$data;
  variables: GroupListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v5 = {
  "kind": "Literal",
  "name": "status",
  "value": "PENDING"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "JoinRequestEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "JoinRequest",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
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
            "concreteType": "StudyGroup",
            "kind": "LinkedField",
            "name": "studyGroup",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "studyGroups",
            "args": null,
            "concreteType": "StudyGroupConnection",
            "kind": "LinkedField",
            "name": "__GroupListPage_studyGroups_connection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroupEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudyGroup",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "GroupListPage_studyGroup"
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "joinRequests",
            "args": [
              (v5/*:: as any*/)
            ],
            "concreteType": "JoinRequestConnection",
            "kind": "LinkedField",
            "name": "__GroupListPage_joinRequests_connection",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "__GroupListPage_joinRequests_connection(status:\"PENDING\")"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GroupListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "StudyGroupConnection",
            "kind": "LinkedField",
            "name": "studyGroups",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroupEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudyGroup",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsOwner",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": "studyGroups(first:100)"
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "GroupListPage_studyGroups",
            "kind": "LinkedHandle",
            "name": "studyGroups"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "JoinRequestConnection",
            "kind": "LinkedField",
            "name": "joinRequests",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "joinRequests(first:50,status:\"PENDING\")"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "filters": [
              "status"
            ],
            "handle": "connection",
            "key": "GroupListPage_joinRequests",
            "kind": "LinkedHandle",
            "name": "joinRequests"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3f99c3ad5d289f4985e1908912566e76037738b4486ad0eb6eba0e2bb4af9fda",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "studyGroups"
          ]
        },
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "joinRequests"
          ]
        }
      ]
    },
    "name": "GroupListPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c1d86271c9d38f5791d431960e730f33";

export default node;
