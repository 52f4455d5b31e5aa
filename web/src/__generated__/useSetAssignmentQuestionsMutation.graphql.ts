/**
 * @generated SignedSource<<928d6d8cc44939fc088d4d0a70331719>>
 * @relayHash d70ff9f2c4bb4abbb61f5da30e2162a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b0735eba6175b94e1a6888c737bbb587d09c232986caa59c8f5815c907fce2c

import type { ConcreteRequest } from 'relay-runtime';
export type SetAssignmentQuestionsInput = {
  confirmPractisedKeys?: boolean | null | undefined;
  id: string;
  questionIds: ReadonlyArray<string>;
};
export type useSetAssignmentQuestionsMutation$variables = {
  input: SetAssignmentQuestionsInput;
};
export type useSetAssignmentQuestionsMutation$data = {
  readonly setAssignmentQuestions: {
    readonly assignment: {
      readonly id: string;
      readonly questionCount: number;
      readonly questions: ReadonlyArray<{
        readonly __typename: string;
        readonly id?: string;
      }>;
    };
  };
};
export type useSetAssignmentQuestionsMutation = {
  response: useSetAssignmentQuestionsMutation$data;
  variables: useSetAssignmentQuestionsMutation$variables;
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
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetAssignmentQuestionsPayload",
    "kind": "LinkedField",
    "name": "setAssignmentQuestions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v1/*:: as any*/)
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetAssignmentQuestionsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAssignmentQuestionsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0b0735eba6175b94e1a6888c737bbb587d09c232986caa59c8f5815c907fce2c",
    "metadata": {},
    "name": "useSetAssignmentQuestionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3066a80250e2e6915eff4d80da6db114";

export default node;
