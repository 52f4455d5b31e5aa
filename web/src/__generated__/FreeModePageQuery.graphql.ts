/**
 * @generated SignedSource<<715b4c83af48ef4eb8e459a7629ea868>>
 * @relayHash 80825fb126c03d018ffa2de474295168
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27b7118b3de7335ca1e65fb27d4ca34d648d04569b8436dc0d034918504b3502

import type { ConcreteRequest } from 'relay-runtime';
export type FreeModePageQuery$variables = Record<PropertyKey, never>;
export type FreeModePageQuery$data = {
  readonly viewer: {
    readonly studyGroups: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly assignments: {
            readonly edges: ReadonlyArray<{
              readonly node: {
                readonly id: string;
                readonly name: string;
                readonly openForPractice: boolean;
                readonly viewerIsOwner: boolean;
              };
            }>;
          };
          readonly id: string;
          readonly name: string;
        };
      }>;
    };
  } | null | undefined;
};
export type FreeModePageQuery = {
  response: FreeModePageQuery$data;
  variables: FreeModePageQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = [
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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          }
        ],
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 50
                      }
                    ],
                    "concreteType": "AssignmentConnection",
                    "kind": "LinkedField",
                    "name": "assignments",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AssignmentEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Assignment",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/),
                              (v1/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "openForPractice",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "viewerIsOwner",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "assignments(first:50)"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "studyGroups(first:20)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FreeModePageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FreeModePageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "27b7118b3de7335ca1e65fb27d4ca34d648d04569b8436dc0d034918504b3502",
    "metadata": {},
    "name": "FreeModePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b29e8a9616148bdcf6c0b772d4412d71";

export default node;
