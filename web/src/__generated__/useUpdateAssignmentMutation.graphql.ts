/**
 * @generated SignedSource<<c7c5a61c58a48be52202c39127dfcd77>>
 * @relayHash 89f5de4c6c6e4c2b8d4cc6a2c5b447bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fb43529d394a54667c8c65eee7060f9f0ad592296b30aafd77aeef1a239d195

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type GradingMethod = "AVERAGE" | "FIRST" | "HIGHEST" | "LAST" | "%future added value";
export type UpdateAssignmentInput = {
  closeAt?: any | null | undefined;
  confirmPractisedKeys?: boolean | null | undefined;
  description?: string | null | undefined;
  difficulty?: Difficulty | null | undefined;
  dueAt?: any | null | undefined;
  dueDate?: any | null | undefined;
  gradingMethod?: GradingMethod | null | undefined;
  id: string;
  maxAttempts?: number | null | undefined;
  name?: string | null | undefined;
  openForPractice?: boolean | null | undefined;
  questionIds?: ReadonlyArray<string> | null | undefined;
  timeLimitMinutes?: number | null | undefined;
};
export type useUpdateAssignmentMutation$variables = {
  input: UpdateAssignmentInput;
};
export type useUpdateAssignmentMutation$data = {
  readonly updateAssignment: {
    readonly assignment: {
      readonly id: string;
      readonly isActive: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"AssignmentFormPage_assignment" | "AssignmentListPage_assignment">;
    };
  };
};
export type useUpdateAssignmentMutation = {
  response: useUpdateAssignmentMutation$data;
  variables: useUpdateAssignmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  "name": "isActive",
  "storageKey": null
},
v4 = {
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
    "name": "useUpdateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateAssignmentPayload",
        "kind": "LinkedField",
        "name": "updateAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignmentListPage_assignment"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignmentFormPage_assignment"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateAssignmentPayload",
        "kind": "LinkedField",
        "name": "updateAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "questionCount",
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
              (v4/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": "liveGames(first:1)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gradingMethod",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closeAt",
                "storageKey": null
              },
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Profile",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4fb43529d394a54667c8c65eee7060f9f0ad592296b30aafd77aeef1a239d195",
    "metadata": {},
    "name": "useUpdateAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8cd617a38cd68ba7f15434ee18a8ef76";

export default node;
