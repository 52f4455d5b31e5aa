/**
 * @generated SignedSource<<9450625f4c0ddb06921ad6005e9a5ea5>>
 * @relayHash aee066aa50af1c68e27a3023eebc1382
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 167e954b55984df3f53643b6ea8c9fc88c189dc82a5f215b8a01cad7cc89c01e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type GradingMethod = "AVERAGE" | "FIRST" | "HIGHEST" | "LAST" | "%future added value";
export type CreateAssignmentInput = {
  clientMutationId?: string | null | undefined;
  closeAt?: any | null | undefined;
  confirmPractisedKeys?: boolean | null | undefined;
  description: string;
  difficulty?: Difficulty | null | undefined;
  dueAt?: any | null | undefined;
  dueDate?: any | null | undefined;
  gradingMethod?: GradingMethod | null | undefined;
  maxAttempts?: number | null | undefined;
  name: string;
  openForPractice?: boolean | null | undefined;
  questionIds?: ReadonlyArray<string> | null | undefined;
  studyGroupId: string;
  timeLimitMinutes?: number | null | undefined;
};
export type useCreateAssignmentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateAssignmentInput;
};
export type useCreateAssignmentMutation$data = {
  readonly createAssignment: {
    readonly assignment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AssignmentFormPage_assignment" | "AssignmentQuestionList_assignment">;
    };
    readonly assignmentEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly isActive: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"AssignmentListPage_assignment">;
      };
    };
  };
};
export type useCreateAssignmentMutation = {
  response: useCreateAssignmentMutation$data;
  variables: useCreateAssignmentMutation$variables;
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
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difficulty",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAttempts",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openForPractice",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v13 = [
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateAssignmentPayload",
        "kind": "LinkedField",
        "name": "createAssignment",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignmentFormPage_assignment"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignmentQuestionList_assignment"
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateAssignmentPayload",
        "kind": "LinkedField",
        "name": "createAssignment",
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionCount",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
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
                      (v12/*:: as any*/)
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gradingMethod",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closeAt",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeLimitMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerIsOwner",
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
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Profile",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v13/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "questions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "type",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "statement",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "type": "QuestionCommon",
                    "abstractKey": "__isQuestionCommon"
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v13/*:: as any*/),
                    "type": "Node",
                    "abstractKey": "__isNode"
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
    ]
  },
  "params": {
    "id": "167e954b55984df3f53643b6ea8c9fc88c189dc82a5f215b8a01cad7cc89c01e",
    "metadata": {},
    "name": "useCreateAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eb8d7e63e0774ed12481b663e2f9b2ff";

export default node;
