/**
 * @generated SignedSource<<7d854adab9c2397537518ea724887135>>
 * @relayHash 4dc722828258ad809eddab82d904dac6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f9a82d46f7bb5856574aad61b04cbcb52c0c921eb1a5fb1a0c414c8dac0d9c7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckPracticeAnswerInput = {
  answer: AnswerInput;
  questionId: string;
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
export type useCheckPracticeAnswerMutation$variables = {
  input: CheckPracticeAnswerInput;
};
export type useCheckPracticeAnswerMutation$data = {
  readonly checkPracticeAnswer: {
    readonly correct: boolean;
    readonly question: {
      readonly " $fragmentSpreads": FragmentRefs<"AnswerKey_question">;
    };
    readonly score: number;
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
            "concreteType": null,
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AnswerKey_question"
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
            "concreteType": null,
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isQuestion"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerSeesAnswerKey",
                    "storageKey": null
                  }
                ],
                "type": "QuestionCommon",
                "abstractKey": "__isQuestionCommon"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctAnswer",
                    "storageKey": null
                  }
                ],
                "type": "TrueOrFalseQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctWords",
                    "storageKey": null
                  }
                ],
                "type": "FillBlanksQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
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
                  }
                ],
                "type": "MatchColumnsQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
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
                  }
                ],
                "type": "MultipleAnswerQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "acceptedAnswers",
                    "storageKey": null
                  }
                ],
                "type": "ShortAnswerQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "NumericalAnswer",
                    "kind": "LinkedField",
                    "name": "answers",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tolerance",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "credit",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "NumericalQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "items",
                    "storageKey": null
                  }
                ],
                "type": "OrderingQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "type": "Node",
                "abstractKey": "__isNode"
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
    "id": "3f9a82d46f7bb5856574aad61b04cbcb52c0c921eb1a5fb1a0c414c8dac0d9c7",
    "metadata": {},
    "name": "useCheckPracticeAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a24df742e5f29e92ab75ab75bf1dee0";

export default node;
