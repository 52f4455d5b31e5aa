/**
 * @generated SignedSource<<42f6bce94350fe2043f35ab258026002>>
 * @relayHash 1abcfcb8b2b2a93068dd6cebe5288ac3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 379f4a1cf320e6915e5a49ddc02a90a4545e125c3a90aa380b38e16af57d13cf

import type { ConcreteRequest } from 'relay-runtime';
export type LogInInput = {
  email: string;
  password: string;
};
export type useLogInMutation$variables = {
  input: LogInInput;
};
export type useLogInMutation$data = {
  readonly logIn: {
    readonly profile: {
      readonly id: string;
      readonly username: string;
    };
    readonly token: string;
    readonly user: {
      readonly email: string;
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
    };
  };
};
export type useLogInMutation = {
  response: useLogInMutation$data;
  variables: useLogInMutation$variables;
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
    "concreteType": "AuthPayload",
    "kind": "LinkedField",
    "name": "logIn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
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
    "name": "useLogInMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLogInMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "379f4a1cf320e6915e5a49ddc02a90a4545e125c3a90aa380b38e16af57d13cf",
    "metadata": {},
    "name": "useLogInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4cf88c1e6d05684a75ef442f440c1c5";

export default node;
