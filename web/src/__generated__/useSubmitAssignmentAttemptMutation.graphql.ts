/**
 * @generated SignedSource<<472a2490a75587eb1bb2cfa8a4d684de>>
 * @relayHash e9bc00a41b61915ab87561978f3dc4b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b147d1c0d2d5addb122d2df0ca33d6558e5fa7352a9dd7b74018c8197d907408

import type { ConcreteRequest } from 'relay-runtime';
export type SubmitAssignmentAttemptInput = {
  answers: ReadonlyArray<AnswerInput>;
  assignmentId: string;
  attemptStartId?: string | null | undefined;
  clientSubmissionId: string;
  savedAt?: any | null | undefined;
};
export type AnswerInput = {
  chosenOptionsIndex?: ReadonlyArray<number> | null | undefined;
  filledBlanks?: ReadonlyArray<string> | null | undefined;
  numericalAnswer?: number | null | undefined;
  orderingAnswer?: ReadonlyArray<number> | null | undefined;
  questionId: string;
  shortAnswer?: string | null | undefined;
  trueOrFalseAnswer?: boolean | null | undefined;
  userColumnsOrder?: ReadonlyArray<string> | null | undefined;
};
export type useSubmitAssignmentAttemptMutation$variables = {
  input: SubmitAssignmentAttemptInput;
};
export type useSubmitAssignmentAttemptMutation$data = {
  readonly submitAssignmentAttempt: {
    readonly alreadySubmitted: boolean;
    readonly assignmentAttempt: {
      readonly assignment: {
        readonly id: string;
        readonly viewerAttemptsLeft: number | null | undefined;
        readonly viewerGrade: number | null | undefined;
      };
      readonly id: string;
      readonly late: boolean;
      readonly pendingCount: number;
      readonly score: number;
      readonly submittedAt: any;
    };
  };
};
export type useSubmitAssignmentAttemptMutation = {
  response: useSubmitAssignmentAttemptMutation$data;
  variables: useSubmitAssignmentAttemptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SubmitAssignmentAttemptPayload",
    "kind": "LinkedField",
    "name": "submitAssignmentAttempt",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadySubmitted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AssignmentAttempt",
        "kind": "LinkedField",
        "name": "assignmentAttempt",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "score",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "submittedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "late",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerAttemptsLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerGrade",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitAssignmentAttemptMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitAssignmentAttemptMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b147d1c0d2d5addb122d2df0ca33d6558e5fa7352a9dd7b74018c8197d907408",
    "metadata": {},
    "name": "useSubmitAssignmentAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54040da49fe6d2ab0021e0af16153965";

export default node;
