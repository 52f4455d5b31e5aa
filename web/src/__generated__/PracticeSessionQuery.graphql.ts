/**
 * @generated SignedSource<<9432479036b5cbb06b02d64c2019f770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
export type QuestionType = "FILL_BLANKS" | "MATCH_COLUMNS" | "MULTIPLE_ANSWER" | "SHORT_ANSWER" | "TRUE_OR_FALSE" | "%future added value";
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
};
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
                "selections": [
                  (v7/*:: as any*/)
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
    "cacheID": "7d38dc18e923b0c4d4c5b898723bd89c",
    "id": null,
    "metadata": {},
    "name": "PracticeSessionQuery",
    "operationKind": "query",
    "text": "query PracticeSessionQuery(\n  $studyGroupId: ID!\n  $assignmentId: ID\n  $type: QuestionType\n  $difficulty: Difficulty\n  $first: Int!\n) {\n  viewer {\n    practiceQuestions(studyGroupId: $studyGroupId, assignmentId: $assignmentId, type: $type, difficulty: $difficulty, first: $first) {\n      __typename\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n      ...QuestionWidget_question\n    }\n  }\n}\n\nfragment FillBlanksWidget_question on FillBlanksQuestion {\n  segments\n  blankCount\n}\n\nfragment MatchColumnsWidget_question on MatchColumnsQuestion {\n  statement\n  leftColumn\n  rightColumn\n}\n\nfragment MultipleAnswerWidget_question on MultipleAnswerQuestion {\n  statement\n  options\n}\n\nfragment QuestionWidget_question on Question {\n  __isQuestion: __typename\n  __typename\n  ...TrueOrFalseWidget_question\n  ...FillBlanksWidget_question\n  ...MatchColumnsWidget_question\n  ...MultipleAnswerWidget_question\n  ...ShortAnswerWidget_question\n}\n\nfragment ShortAnswerWidget_question on ShortAnswerQuestion {\n  statement\n}\n\nfragment TrueOrFalseWidget_question on TrueOrFalseQuestion {\n  statement\n  imageUrl\n}\n"
  }
};
})();

(node as any).hash = "b4217b4ad68808a22d1a0ca3cf3f0749";

export default node;
