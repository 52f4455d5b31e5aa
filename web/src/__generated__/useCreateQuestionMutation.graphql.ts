/**
 * @generated SignedSource<<9e391ae6dfa196d44ad321fd0f424785>>
 * @relayHash 5e56a04bf065e1c7465badee00e7f904
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7cce0f7e24556afc75c9eb7996a2c2b94db37fbdad7067ca5304208329fa2c2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type CreateQuestionInput = {
  assignmentId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  difficulty?: Difficulty | null | undefined;
  explanation?: string | null | undefined;
  fillBlanks?: FillBlanksInput | null | undefined;
  matchColumns?: MatchColumnsInput | null | undefined;
  multipleAnswer?: MultipleAnswerInput | null | undefined;
  numerical?: NumericalInput | null | undefined;
  ordering?: OrderingInput | null | undefined;
  shortAnswer?: ShortAnswerInput | null | undefined;
  statement: string;
  trueOrFalse?: TrueOrFalseInput | null | undefined;
};
export type TrueOrFalseInput = {
  correctAnswer?: boolean | null | undefined;
  image?: any | null | undefined;
  removeImage?: boolean | null | undefined;
};
export type FillBlanksInput = {
  correctWords: ReadonlyArray<string>;
};
export type MatchColumnsInput = {
  leftColumn: ReadonlyArray<string>;
  rightColumn: ReadonlyArray<string>;
};
export type MultipleAnswerInput = {
  correctOptionsIndex: ReadonlyArray<number>;
  options: ReadonlyArray<string>;
};
export type ShortAnswerInput = {
  acceptedAnswers?: ReadonlyArray<string> | null | undefined;
};
export type NumericalInput = {
  answers: ReadonlyArray<NumericalAnswerInput>;
};
export type NumericalAnswerInput = {
  credit?: number | null | undefined;
  tolerance?: number | null | undefined;
  value: number;
};
export type OrderingInput = {
  items: ReadonlyArray<string>;
};
export type useCreateQuestionMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateQuestionInput;
};
export type useCreateQuestionMutation$data = {
  readonly createQuestion: {
    readonly assignment: {
      readonly id: string;
      readonly questionCount: number;
      readonly questions: ReadonlyArray<{
        readonly __typename: string;
        readonly id?: string;
      }>;
    } | null | undefined;
    readonly questionEdge: {
      readonly cursor: string;
      readonly node: {
        readonly __typename: string;
        readonly id?: string;
        readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question">;
      };
    };
  };
};
export type useCreateQuestionMutation = {
  response: useCreateQuestionMutation$data;
  variables: useCreateQuestionMutation$variables;
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
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Node",
  "abstractKey": "__isNode"
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Assignment",
  "kind": "LinkedField",
  "name": "assignment",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
        (v4/*:: as any*/),
        (v6/*:: as any*/)
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
    "name": "useCreateQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateQuestionPayload",
        "kind": "LinkedField",
        "name": "createQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionEdge",
            "kind": "LinkedField",
            "name": "questionEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QuestionCard_question"
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
    "name": "useCreateQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateQuestionPayload",
        "kind": "LinkedField",
        "name": "createQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionEdge",
            "kind": "LinkedField",
            "name": "questionEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isQuestion"
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v5/*:: as any*/),
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
                        "name": "difficulty",
                        "storageKey": null
                      }
                    ],
                    "type": "QuestionCommon",
                    "abstractKey": "__isQuestionCommon"
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
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "questionEdge",
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
    "id": "f7cce0f7e24556afc75c9eb7996a2c2b94db37fbdad7067ca5304208329fa2c2",
    "metadata": {},
    "name": "useCreateQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cbbfcbb283255618836a5ef923ee0a66";

export default node;
