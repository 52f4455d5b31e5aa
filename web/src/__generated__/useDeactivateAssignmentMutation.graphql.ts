/**
 * @generated SignedSource<<482e46bc5ae9d2c0db4d4a6f301ca063>>
 * @relayHash d6261d4b99765e839495db9f9e7dbc88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ccdf10323fcb95dabc8161a6507adcc9a1e344b62d5361437d70b8a9f77c84c

import type { ConcreteRequest } from 'relay-runtime';
export type DeactivateAssignmentInput = {
  id: string;
};
export type useDeactivateAssignmentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeactivateAssignmentInput;
};
export type useDeactivateAssignmentMutation$data = {
  readonly deactivateAssignment: {
    readonly assignment: {
      readonly id: string;
      readonly isActive: boolean;
    };
    readonly deactivatedAssignmentId: string;
  };
};
export type useDeactivateAssignmentMutation = {
  response: useDeactivateAssignmentMutation$data;
  variables: useDeactivateAssignmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deactivatedAssignmentId",
  "storageKey": null
},
v4 = {
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
      "name": "isActive",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeactivateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeactivateAssignmentPayload",
        "kind": "LinkedField",
        "name": "deactivateAssignment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeactivateAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeactivateAssignmentPayload",
        "kind": "LinkedField",
        "name": "deactivateAssignment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deactivatedAssignmentId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2ccdf10323fcb95dabc8161a6507adcc9a1e344b62d5361437d70b8a9f77c84c",
    "metadata": {},
    "name": "useDeactivateAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62d2f82ceb64f6b6765230f5e6919a08";

export default node;
