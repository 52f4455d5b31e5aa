/**
 * @generated SignedSource<<9d281365a72d16552c29388d666e80d8>>
 * @relayHash a8e75aa1e3c2b29cc75a7a2e91feb995
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c74f692e41bd2913b667737cb652e4c135c20de6c783640f3e9861b859ea490

import type { ConcreteRequest } from 'relay-runtime';
export type SubmitAssignmentAttemptInput = {
  answers: ReadonlyArray<AnswerInput>;
  assignmentId: string;
  clientSubmissionId: string;
};
export type AnswerInput = {
  chosenOptionsIndex?: ReadonlyArray<number> | null | undefined;
  filledBlanks?: ReadonlyArray<string> | null | undefined;
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
      readonly id: string;
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
v1 = [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitAssignmentAttemptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c74f692e41bd2913b667737cb652e4c135c20de6c783640f3e9861b859ea490",
    "metadata": {},
    "name": "useSubmitAssignmentAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "474e1c6d08b934d6dd1fa2dcde437962";

export default node;
