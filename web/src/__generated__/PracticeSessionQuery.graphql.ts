/**
 * @generated SignedSource<<d8f351d5196a219c08260bbb588e59af>>
 * @relayHash 66d7b349ee87d19694ba559685d904ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b466ecad5d7f9734b5f728f06e316fb814e100ca0243b6e2572b3be075ae5f7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "NUMERICAL" | "ORDERING" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
export type PracticeSessionQuery$variables = {
  assignmentId?: string | null | undefined;
  difficulty?: Difficulty | null | undefined;
  first: number;
  studyGroupId: string;
  type?: QuestionType | null | undefined;
};
export type PracticeSessionQuery$data = {
  readonly viewer: {
    readonly practiceQuestions: ReadonlyArray<{
      readonly id?: string;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionWidget_question">;
    }>;
  } | null | undefined;
};
export type PracticeSessionQuery = {
  response: PracticeSessionQuery$data;
  variables: PracticeSessionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "assignmentId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "difficulty"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studyGroupId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v5 = [
  {
    "kind": "Variable",
    "name": "assignmentId",
    "variableName": "assignmentId"
  },
  {
    "kind": "Variable",
    "name": "difficulty",
    "variableName": "difficulty"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "studyGroupId",
    "variableName": "studyGroupId"
  },
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  }
],
v6 = {
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
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statement",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PracticeSessionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "practiceQuestions",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "QuestionWidget_question"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PracticeSessionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "practiceQuestions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isQuestion"
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
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
                    "name": "segments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "blankCount",
                    "storageKey": null
                  }
                ],
                "type": "FillBlanksQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
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
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "options",
                    "storageKey": null
                  }
                ],
                "type": "MultipleAnswerQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": (v8/*:: as any*/),
                "type": "ShortAnswerQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": (v8/*:: as any*/),
                "type": "NumericalQuestion",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
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
    "id": "1b466ecad5d7f9734b5f728f06e316fb814e100ca0243b6e2572b3be075ae5f7",
    "metadata": {},
    "name": "PracticeSessionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b4217b4ad68808a22d1a0ca3cf3f0749";

export default node;
