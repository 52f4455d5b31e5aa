/**
 * @generated SignedSource<<0dd479ce6ef57400cc221d63f902ea9d>>
 * @relayHash ddb4115edb9b2f9b3661f390f2259c31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e7f38107ef74285a06e0fe1d15524f0c2131fb7973a50e9ef4e5d41e68d96b4

import type { ConcreteRequest } from 'relay-runtime';
export type StartAssignmentAttemptInput = {
  assignmentId: string;
};
export type useStartAssignmentAttemptMutation$variables = {
  input: StartAssignmentAttemptInput;
};
export type useStartAssignmentAttemptMutation$data = {
  readonly startAssignmentAttempt: {
    readonly attemptStart: {
      readonly deadlineAt: any | null | undefined;
      readonly id: string;
      readonly secondsLeft: number | null | undefined;
      readonly startedAt: any;
    };
  };
};
export type useStartAssignmentAttemptMutation = {
  response: useStartAssignmentAttemptMutation$data;
  variables: useStartAssignmentAttemptMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "StartAssignmentAttemptPayload",
    "kind": "LinkedField",
    "name": "startAssignmentAttempt",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AttemptStart",
        "kind": "LinkedField",
        "name": "attemptStart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deadlineAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secondsLeft",
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
    "name": "useStartAssignmentAttemptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartAssignmentAttemptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0e7f38107ef74285a06e0fe1d15524f0c2131fb7973a50e9ef4e5d41e68d96b4",
    "metadata": {},
    "name": "useStartAssignmentAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c983aef0e2eb3aa4a52043cf11cf4bc2";

export default node;
