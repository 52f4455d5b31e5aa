/**
 * @generated SignedSource<<a63fd72a370a451aac4f0c780cf5c5d0>>
 * @relayHash 4c6bf26bbd9cbdc11c2be09e9b5bda5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7fe8d3acaf10075eec8c9f45bc2a88b14f2f174f76e2cd8195303bb57a095914

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type UpdateQuestionInput = {
  difficulty?: Difficulty | null | undefined;
  fillBlanks?: FillBlanksInput | null | undefined;
  id: string;
  matchColumns?: MatchColumnsInput | null | undefined;
  multipleAnswer?: MultipleAnswerInput | null | undefined;
  shortAnswer?: ShortAnswerInput | null | undefined;
  statement?: string | null | undefined;
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
export type useUpdateQuestionMutation$variables = {
  input: UpdateQuestionInput;
};
export type useUpdateQuestionMutation$data = {
  readonly updateQuestion: {
    readonly question: {
      readonly __typename: string;
      readonly fillBlanks: {
        readonly " $fragmentSpreads": FragmentRefs<"FillBlanksForm_question">;
      } | null | undefined;
      readonly id?: string;
      readonly matchColumns: {
        readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsForm_question">;
      } | null | undefined;
      readonly multipleAnswer: {
        readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerForm_question">;
      } | null | undefined;
      readonly shortAnswer: {
        readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerForm_question">;
      } | null | undefined;
      readonly trueOrFalse: {
        readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseForm_question">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionCard_question">;
    };
  };
};
export type useUpdateQuestionMutation = {
  response: useUpdateQuestionMutation$data;
  variables: useUpdateQuestionMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Node",
  "abstractKey": "__isNode"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statement",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difficulty",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateQuestionPayload",
        "kind": "LinkedField",
        "name": "updateQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionCard_question"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TrueOrFalseForm_question"
                    }
                  ],
                  "type": "TrueOrFalseQuestion",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "trueOrFalse"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "FillBlanksForm_question"
                    }
                  ],
                  "type": "FillBlanksQuestion",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "fillBlanks"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "MatchColumnsForm_question"
                    }
                  ],
                  "type": "MatchColumnsQuestion",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "matchColumns"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "MultipleAnswerForm_question"
                    }
                  ],
                  "type": "MultipleAnswerQuestion",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "multipleAnswer"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ShortAnswerForm_question"
                    }
                  ],
                  "type": "ShortAnswerQuestion",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "shortAnswer"
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
    "name": "useUpdateQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateQuestionPayload",
        "kind": "LinkedField",
        "name": "updateQuestion",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isQuestion"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "type": "QuestionCommon",
                "abstractKey": "__isQuestionCommon"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
    "id": "7fe8d3acaf10075eec8c9f45bc2a88b14f2f174f76e2cd8195303bb57a095914",
    "metadata": {},
    "name": "useUpdateQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "33cde2f69fce3d29f34490f1e95f49c6";

export default node;
