/**
 * @generated SignedSource<<cacb5566f257b3f46dfcc47d5125e3a0>>
 * @relayHash 02bdd5da820b179fa361e7a8e928f6ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e36cb794afdc93a0b6fad02719acdf81ccbb85986182d272300ef22e2940b573

import type { ConcreteRequest } from 'relay-runtime';
export type useLogOutEverywhereMutation$variables = Record<PropertyKey, never>;
export type useLogOutEverywhereMutation$data = {
  readonly logOutEverywhere: {
    readonly endedSessionCount: number;
  };
};
export type useLogOutEverywhereMutation = {
  response: useLogOutEverywhereMutation$data;
  variables: useLogOutEverywhereMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogOutPayload",
    "kind": "LinkedField",
    "name": "logOutEverywhere",
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
    "name": "useLogOutEverywhereMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogOutEverywhereMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e36cb794afdc93a0b6fad02719acdf81ccbb85986182d272300ef22e2940b573",
    "metadata": {},
    "name": "useLogOutEverywhereMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "897575fc2a526045835bc77e313e026e";

export default node;
