/**
 * @generated SignedSource<<da7c7ffe42f9128ae45e1d2e96e564df>>
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
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
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
        "args": (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v0/*:: as any*/),
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
                              (v1/*:: as any*/),
                              (v2/*:: as any*/),
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
                    "storageKey": "assignments(first:100)"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "studyGroups(first:100)"
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
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FreeModePageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ebc11bcc839180591e56ad1d041613e0",
    "id": null,
    "metadata": {},
    "name": "FreeModePageQuery",
    "operationKind": "query",
    "text": "query FreeModePageQuery {\n  viewer {\n    studyGroups(first: 100) {\n      edges {\n        node {\n          id\n          name\n          assignments(first: 100) {\n            edges {\n              node {\n                id\n                name\n                openForPractice\n                viewerIsOwner\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "17bbb30ce89ed42a7e4ea3764f6714be";

export default node;
