/**
 * @generated SignedSource<<85553372ad4666e73007ebf01e80b64f>>
 * @relayHash 6793f4efdaca3fe9a9f348edc04ecbdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2caf56fc93b5db5f4ce68890630c3b7d62713bd6d2383fd710f42d0019e43a99

import type { ConcreteRequest } from 'relay-runtime';
export type endReplacedSessionMutation$variables = Record<PropertyKey, never>;
export type endReplacedSessionMutation$data = {
  readonly logOut: {
    readonly endedSessionCount: number;
  };
};
export type endReplacedSessionMutation = {
  response: endReplacedSessionMutation$data;
  variables: endReplacedSessionMutation$variables;
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
    "name": "endReplacedSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "endReplacedSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2caf56fc93b5db5f4ce68890630c3b7d62713bd6d2383fd710f42d0019e43a99",
    "metadata": {},
    "name": "endReplacedSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51cfe00052998884e46a4abae07a136d";

export default node;
