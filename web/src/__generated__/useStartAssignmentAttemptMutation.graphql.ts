/**
 * @generated SignedSource<<1b0c33bf9c3fd433d7f8e0103d3badf3>>
 * @relayHash b9ef3b9b289f86239d0088f03b70c0a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df1117387215671facff579bf5b136aed0487bbe97a7bd04c673896c362a51c5

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
      readonly draft: {
        readonly answers: string;
        readonly savedAt: any;
        readonly step: number;
      } | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttemptDraft",
            "kind": "LinkedField",
            "name": "draft",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "step",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedAt",
                "storageKey": null
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
    "id": "df1117387215671facff579bf5b136aed0487bbe97a7bd04c673896c362a51c5",
    "metadata": {},
    "name": "useStartAssignmentAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "489a43b0d038f2b483a98928715fee52";

export default node;
