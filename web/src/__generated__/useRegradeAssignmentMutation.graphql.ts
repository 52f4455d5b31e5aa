/**
 * @generated SignedSource<<b6b70fa76ca1449df858a2900ca44aa0>>
 * @relayHash 9ce601405f835b13a166b8e7d8576673
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8bfea01e997446b388a9121a70afdb0d9daf2ce4db88843f156887cb0d1b4be

import type { ConcreteRequest } from 'relay-runtime';
export type RegradeAssignmentInput = {
  id: string;
};
export type useRegradeAssignmentMutation$variables = {
  input: RegradeAssignmentInput;
};
export type useRegradeAssignmentMutation$data = {
  readonly regradeAssignment: {
    readonly assignment: {
      readonly answersToRegrade: number | null | undefined;
      readonly id: string;
    };
    readonly changedCount: number;
    readonly checkedCount: number;
    readonly keptManualCount: number;
    readonly skippedCount: number;
  };
};
export type useRegradeAssignmentMutation = {
  response: useRegradeAssignmentMutation$data;
  variables: useRegradeAssignmentMutation$variables;
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
    "concreteType": "RegradeAssignmentPayload",
    "kind": "LinkedField",
    "name": "regradeAssignment",
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
            "name": "answersToRegrade",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "keptManualCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skippedCount",
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
    "name": "useRegradeAssignmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegradeAssignmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b8bfea01e997446b388a9121a70afdb0d9daf2ce4db88843f156887cb0d1b4be",
    "metadata": {},
    "name": "useRegradeAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6010c8b456f7e5d3126837e6c9c5580";

export default node;
