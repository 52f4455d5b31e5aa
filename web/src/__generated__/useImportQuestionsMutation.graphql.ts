/**
 * @generated SignedSource<<920f23a4ae5b9a2a60f51e98adad314d>>
 * @relayHash 59ac8eb5f1346c918fc6567e4b0f973b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6c4d87255356d2148b87f5fe0693ad1213d57b3a883f47cfad5dbb64141edd7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuestionFormat = "AIKEN" | "GIFT" | "MOODLE_XML" | "%future added value";
export type ImportQuestionsInput = {
  assignmentId?: string | null | undefined;
  confirmPractisedKeys?: boolean | null | undefined;
  dryRun?: boolean | null | undefined;
  file?: any | null | undefined;
  format: QuestionFormat;
  text?: string | null | undefined;
};
export type useImportQuestionsMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ImportQuestionsInput;
};
export type useImportQuestionsMutation$data = {
  readonly importQuestions: {
    readonly assignment: {
      readonly id: string;
      readonly questionCount: number;
      readonly questions: ReadonlyArray<{
        readonly __typename: string;
        readonly id?: string;
      }>;
    } | null | undefined;
    readonly imported: number;
    readonly problems: ReadonlyArray<{
      readonly line: number | null | undefined;
      readonly message: string;
      readonly warning: boolean;
    }>;
    readonly questions: ReadonlyArray<{
      readonly __typename: string;
      readonly isActive?: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ImportPreview_question" | "QuestionCard_question">;
    }>;
  };
};
export type useImportQuestionsMutation = {
  response: useImportQuestionsMutation$data;
  variables: useImportQuestionsMutation$variables;
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
  "name": "imported",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ImportProblem",
  "kind": "LinkedField",
  "name": "problems",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "line",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warning",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/)
  ],
  "type": "Node",
  "abstractKey": "__isNode"
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Assignment",
  "kind": "LinkedField",
  "name": "assignment",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
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
      "concreteType": null,
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
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
    "name": "useImportQuestionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ImportQuestionsPayload",
        "kind": "LinkedField",
        "name": "importQuestions",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/)
                ],
                "type": "QuestionCommon",
                "abstractKey": "__isQuestionCommon"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ImportPreview_question"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionCard_question"
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
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
    "name": "useImportQuestionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ImportQuestionsPayload",
        "kind": "LinkedField",
        "name": "importQuestions",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "explanation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerSeesAnswerKey",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "difficulty",
                    "storageKey": null
                  }
                ],
                "type": "QuestionCommon",
                "abstractKey": "__isQuestionCommon"
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
                    "name": "imageUrl",
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
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "questions",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "QuestionEdge"
              }
            ]
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c6c4d87255356d2148b87f5fe0693ad1213d57b3a883f47cfad5dbb64141edd7",
    "metadata": {},
    "name": "useImportQuestionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32b1a06816ec6fe1784265bdb94e9275";

export default node;
