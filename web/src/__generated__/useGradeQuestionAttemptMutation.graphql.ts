/**
 * @generated SignedSource<<5063809be084ee67e471ffe0774c0695>>
 * @relayHash 38c38a82531def7c91655262a0139ac1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcd2450451f787f76ba29b50f82af534a26126f7f22ce044bb865976475455b2

import type { ConcreteRequest } from 'relay-runtime';
export type GradeQuestionAttemptInput = {
  id: string;
  score: number;
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
      readonly id: string;
      readonly score: number | null | undefined;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingCount",
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
    "name": "useGradeQuestionAttemptMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGradeQuestionAttemptMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "dcd2450451f787f76ba29b50f82af534a26126f7f22ce044bb865976475455b2",
    "metadata": {},
    "name": "useGradeQuestionAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19ffc5b7b460496658fb35b41212f346";

export default node;
