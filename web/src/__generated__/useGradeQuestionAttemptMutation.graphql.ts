/**
 * @generated SignedSource<<6b1c7893b1a0acced4d05eb5e13562b9>>
 * @relayHash f7c8539462c7d89228934e20d71a478d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88a0e6915839632cb8447a43b4c651640033da60f80d848c2448023dfe75825f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GradeQuestionAttemptInput = {
  feedback?: string | null | undefined;
  id: string;
  score?: number | null | undefined;
};
export type useGradeQuestionAttemptMutation$variables = {
  input: GradeQuestionAttemptInput;
};
export type useGradeQuestionAttemptMutation$data = {
  readonly gradeQuestionAttempt: {
    readonly assignmentAttempt: {
      readonly id: string;
      readonly pendingCount: number;
      readonly score: number;
    };
    readonly questionAttempt: {
      readonly autoScore: number | null | undefined;
      readonly feedback: string | null | undefined;
      readonly id: string;
      readonly score: number | null | undefined;
      readonly scoreOverridden: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ScoreHistory_questionAttempt">;
    };
  };
};
export type useGradeQuestionAttemptMutation = {
  response: useGradeQuestionAttemptMutation$data;
  variables: useGradeQuestionAttemptMutation$variables;
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
  "name": "score",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoScore",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scoreOverridden",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedback",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "AssignmentAttempt",
  "kind": "LinkedField",
  "name": "assignmentAttempt",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGradeQuestionAttemptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GradeQuestionAttemptPayload",
        "kind": "LinkedField",
        "name": "gradeQuestionAttempt",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionAttempt",
            "kind": "LinkedField",
            "name": "questionAttempt",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScoreHistory_questionAttempt"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGradeQuestionAttemptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GradeQuestionAttemptPayload",
        "kind": "LinkedField",
        "name": "gradeQuestionAttempt",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuestionAttempt",
            "kind": "LinkedField",
            "name": "questionAttempt",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ScoreChange",
                "kind": "LinkedField",
                "name": "scoreHistory",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "oldScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "newScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changedAt",
                    "storageKey": null
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
    ]
  },
  "params": {
    "id": "88a0e6915839632cb8447a43b4c651640033da60f80d848c2448023dfe75825f",
    "metadata": {},
    "name": "useGradeQuestionAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cb81111ca8305aac4b71381b2b3209f5";

export default node;
