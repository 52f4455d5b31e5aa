/**
 * @generated SignedSource<<3f5b4144e71eb4b4b8b057bfa345c48f>>
 * @relayHash 6e3eb50a895ea459837a65364fd7a88f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23c7bb227ad13b58600b7abe4f986240cd4e470bd89cedc7d889111f32dbd9ac

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckPracticeAnswerInput = {
  answer: AnswerInput;
  questionId: string;
};
export type AnswerInput = {
  chosenOptionsIndex?: ReadonlyArray<number> | null | undefined;
  filledBlanks?: ReadonlyArray<string> | null | undefined;
  questionId: string;
  shortAnswer?: string | null | undefined;
  trueOrFalseAnswer?: boolean | null | undefined;
  userColumnsOrder?: ReadonlyArray<string> | null | undefined;
};
export type useCheckPracticeAnswerMutation$variables = {
  input: CheckPracticeAnswerInput;
};
export type useCheckPracticeAnswerMutation$data = {
  readonly checkPracticeAnswer: {
    readonly correct: boolean;
    readonly score: number;
    readonly solution: {
      readonly " $fragmentSpreads": FragmentRefs<"SolutionView_solution">;
    };
  };
};
export type useCheckPracticeAnswerMutation = {
  response: useCheckPracticeAnswerMutation$data;
  variables: useCheckPracticeAnswerMutation$variables;
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
  "name": "correct",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCheckPracticeAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CheckPracticeAnswerPayload",
        "kind": "LinkedField",
        "name": "checkPracticeAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionSolution",
            "kind": "LinkedField",
            "name": "solution",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SolutionView_solution"
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
    "name": "useCheckPracticeAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CheckPracticeAnswerPayload",
        "kind": "LinkedField",
        "name": "checkPracticeAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionSolution",
            "kind": "LinkedField",
            "name": "solution",
            "plural": false,
            "selections": [
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
                "name": "correctAnswer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correctWords",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "leftColumn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rightColumn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "options",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correctOptionsIndex",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "acceptedAnswers",
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
    "id": "23c7bb227ad13b58600b7abe4f986240cd4e470bd89cedc7d889111f32dbd9ac",
    "metadata": {},
    "name": "useCheckPracticeAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f7071569595d4a4eb9de95e128a3b93f";

export default node;
