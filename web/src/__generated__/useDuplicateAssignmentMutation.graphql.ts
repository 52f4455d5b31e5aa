/**
 * @generated SignedSource<<e5b23ca819286aa9990fec9dabcf8f0b>>
 * @relayHash 701ca1be25abb69600c917f346e6b3ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2ccd61c9a0c88926b4c1c87cc58cf456093e3bdf43f6a9600eb4439467420b4

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DuplicateAssignmentInput = {
  clientMutationId?: string | null | undefined;
  id: string;
  studyGroupId: string;
};
export type useDuplicateAssignmentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DuplicateAssignmentInput;
};
export type useDuplicateAssignmentMutation$data = {
  readonly duplicateAssignment: {
    readonly assignment: {
      readonly id: string;
      readonly studyGroup: {
        readonly id: string;
      };
    };
    readonly assignmentEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly isActive: boolean;
        readonly questionCount: number;
        readonly " $fragmentSpreads": FragmentRefs<"AssignmentListPage_assignment">;
      };
    };
  };
};
export type useDuplicateAssignmentMutation = {
  response: useDuplicateAssignmentMutation$data;
  variables: useDuplicateAssignmentMutation$variables;
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
  "name": "cursor",
  "storageKey": null
},
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
  "name": "isActive",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Assignment",
  "kind": "LinkedField",
  "name": "assignment",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StudyGroup",
      "kind": "LinkedField",
      "name": "studyGroup",
      "plural": false,
      "selections": [
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDuplicateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DuplicateAssignmentPayload",
        "kind": "LinkedField",
        "name": "duplicateAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AssignmentEdge",
            "kind": "LinkedField",
            "name": "assignmentEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Assignment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AssignmentListPage_assignment"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
    "name": "useDuplicateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DuplicateAssignmentPayload",
        "kind": "LinkedField",
        "name": "duplicateAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AssignmentEdge",
            "kind": "LinkedField",
            "name": "assignmentEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Assignment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
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
                    "name": "difficulty",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxAttempts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "openForPractice",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 1
                      }
                    ],
                    "concreteType": "LiveGame",
                    "kind": "LinkedField",
                    "name": "liveGames",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": "liveGames(first:1)"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "assignmentEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d2ccd61c9a0c88926b4c1c87cc58cf456093e3bdf43f6a9600eb4439467420b4",
    "metadata": {},
    "name": "useDuplicateAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6d0b1918fbf310c9c8696c173b26aad7";

export default node;
