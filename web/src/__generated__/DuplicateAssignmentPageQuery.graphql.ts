/**
 * @generated SignedSource<<11e800d7076aaaf33c9067afd106ce92>>
 * @relayHash ee4976be720983587dcb6f2ed317230c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b923e2973384887118687f748a4e59bcaa0b2f6c085c226d16c736c5a7a359ff

import type { ConcreteRequest } from 'relay-runtime';
export type DuplicateAssignmentPageQuery$variables = {
  assignmentId: string;
};
export type DuplicateAssignmentPageQuery$data = {
  readonly node: {
    readonly __typename: "Assignment";
    readonly id: string;
    readonly name: string;
    readonly studyGroup: {
      readonly id: string;
      readonly owner: {
        readonly id: string;
      };
    };
    readonly viewerIsOwner: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly viewer: {
    readonly studyGroups: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly isActive: boolean;
          readonly name: string;
          readonly viewerIsOwner: boolean;
        };
      }>;
    };
  } | null | undefined;
};
export type DuplicateAssignmentPageQuery = {
  response: DuplicateAssignmentPageQuery$data;
  variables: DuplicateAssignmentPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assignmentId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "assignmentId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "StudyGroup",
  "kind": "LinkedField",
  "name": "studyGroup",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
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
          "value": 100
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
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isActive",
                  "storageKey": null
                },
                (v5/*:: as any*/)
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DuplicateAssignmentPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Assignment",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DuplicateAssignmentPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Assignment",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "b923e2973384887118687f748a4e59bcaa0b2f6c085c226d16c736c5a7a359ff",
    "metadata": {},
    "name": "DuplicateAssignmentPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ea53bbd1db983be31a25964247faf43";

export default node;
