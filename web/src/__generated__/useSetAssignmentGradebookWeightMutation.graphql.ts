/**
 * @generated SignedSource<<33c9ca79eca61cf32748def94b2be5cf>>
 * @relayHash e8e2112fff97ff66518823ab62622815
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f62575d1b7438ac3bc6ed58669ead43ba5032a8cfe2904b41c36e493c0656523

import type { ConcreteRequest } from 'relay-runtime';
export type SetAssignmentGradebookWeightInput = {
  id: string;
  weight: number;
};
export type useSetAssignmentGradebookWeightMutation$variables = {
  input: SetAssignmentGradebookWeightInput;
};
export type useSetAssignmentGradebookWeightMutation$data = {
  readonly setAssignmentGradebookWeight: {
    readonly assignment: {
      readonly id: string;
    };
    readonly weight: number;
  };
};
export type useSetAssignmentGradebookWeightMutation = {
  response: useSetAssignmentGradebookWeightMutation$data;
  variables: useSetAssignmentGradebookWeightMutation$variables;
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
    "concreteType": "SetAssignmentGradebookWeightPayload",
    "kind": "LinkedField",
    "name": "setAssignmentGradebookWeight",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "weight",
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
    "name": "useSetAssignmentGradebookWeightMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAssignmentGradebookWeightMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f62575d1b7438ac3bc6ed58669ead43ba5032a8cfe2904b41c36e493c0656523",
    "metadata": {},
    "name": "useSetAssignmentGradebookWeightMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c95be8da56aef77bc535b254d6402fc8";

export default node;
