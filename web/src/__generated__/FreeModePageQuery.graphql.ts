/**
 * @generated SignedSource<<58a6ee8656c64d3bf6ceaa1107070ef2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "80825fb126c03d018ffa2de474295168",
    "id": null,
    "metadata": {},
    "name": "FreeModePageQuery",
    "operationKind": "query",
    "text": "query FreeModePageQuery {\n  viewer {\n    studyGroups(first: 20) {\n      edges {\n        node {\n          id\n          name\n          assignments(first: 50) {\n            edges {\n              node {\n                id\n                name\n                openForPractice\n                viewerIsOwner\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b29e8a9616148bdcf6c0b772d4412d71";

export default node;
