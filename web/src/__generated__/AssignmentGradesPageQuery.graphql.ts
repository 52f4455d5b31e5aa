/**
 * @generated SignedSource<<22609169fe85ed3ea47f2dc3cf262747>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AssignmentGradesPageQuery$variables = {
  assignmentId: string;
  pendingOnly: boolean;
};
export type AssignmentGradesPageQuery$data = {
  readonly node: {
    readonly __typename: "Assignment";
    readonly id: string;
    readonly name: string;
    readonly studentGrades: ReadonlyArray<{
      readonly attemptCount: number;
      readonly bestScore: number;
      readonly latestScore: number;
      readonly pendingCount: number;
      readonly profile: {
        readonly id: string;
        readonly username: string;
      };
    }>;
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
};
export type AssignmentGradesPageQuery = {
  response: AssignmentGradesPageQuery$data;
  variables: AssignmentGradesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assignmentId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pendingOnly"
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
  "args": [
    {
      "kind": "Variable",
      "name": "pendingOnly",
      "variableName": "pendingOnly"
    }
  ],
  "concreteType": "StudentGrade",
  "kind": "LinkedField",
  "name": "studentGrades",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attemptCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bestScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignmentGradesPageQuery",
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
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "type": "Assignment",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignmentGradesPageQuery",
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
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "type": "Assignment",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "70f46266262e948484e8d051042290a3",
    "id": null,
    "metadata": {},
    "name": "AssignmentGradesPageQuery",
    "operationKind": "query",
    "text": "query AssignmentGradesPageQuery(\n  $assignmentId: ID!\n  $pendingOnly: Boolean!\n) {\n  node(id: $assignmentId) {\n    __typename\n    ... on Assignment {\n      id\n      name\n      viewerIsOwner\n      studyGroup {\n        id\n        owner {\n          id\n        }\n      }\n      studentGrades(pendingOnly: $pendingOnly) {\n        profile {\n          id\n          username\n        }\n        attemptCount\n        bestScore\n        latestScore\n        pendingCount\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d119235015f5e9905e3c626f8d763694";

export default node;
