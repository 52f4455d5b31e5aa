/**
 * @generated SignedSource<<75c3aaea050af8a59f3e48e559075d48>>
 * @relayHash c33fde3809ff93ec555ce4983be1c007
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0c9f31f4ec31b5e809a2806f782d1b734e1dcbad69f54f18b97dee210c5161d

import type { ConcreteRequest } from 'relay-runtime';
export type EndSessionInput = {
  id: string;
};
export type useEndSessionMutation$variables = {
  input: EndSessionInput;
};
export type useEndSessionMutation$data = {
  readonly endSession: {
    readonly endedSessionId: string;
  };
};
export type useEndSessionMutation = {
  response: useEndSessionMutation$data;
  variables: useEndSessionMutation$variables;
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
    "concreteType": "EndSessionPayload",
    "kind": "LinkedField",
    "name": "endSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedSessionId",
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
    "name": "useEndSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEndSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b0c9f31f4ec31b5e809a2806f782d1b734e1dcbad69f54f18b97dee210c5161d",
    "metadata": {},
    "name": "useEndSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "314436ec11853152548f1f8a169c0f93";

export default node;
