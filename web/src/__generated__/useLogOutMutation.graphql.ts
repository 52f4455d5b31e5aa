/**
 * @generated SignedSource<<056e763459eb5a942d5f06476bd373e0>>
 * @relayHash ed805460bf08b246bfa0f6d6b2756f08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0dad688fbbf1777de570ac969b3e1e38bfdf52c94cd1e5d950df8a0a2ff6308

import type { ConcreteRequest } from 'relay-runtime';
export type useLogOutMutation$variables = Record<PropertyKey, never>;
export type useLogOutMutation$data = {
  readonly logOut: {
    readonly endedSessionCount: number;
  };
};
export type useLogOutMutation = {
  response: useLogOutMutation$data;
  variables: useLogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogOutPayload",
    "kind": "LinkedField",
    "name": "logOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedSessionCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLogOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e0dad688fbbf1777de570ac969b3e1e38bfdf52c94cd1e5d950df8a0a2ff6308",
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9dae518f5571505396b8809d4275435";

export default node;
