/**
 * @generated SignedSource<<deb3507745244a38dff17e10114550ec>>
 * @relayHash bc264f46f1ca975c7e0d46a8af01826b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7846897d8e00a121969a9e12efe88a17d1d44cbe00513df44d51dde922c2f712

import type { ConcreteRequest } from 'relay-runtime';
export type SignUpInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
};
export type useSignUpMutation$variables = {
  input: SignUpInput;
};
export type useSignUpMutation$data = {
  readonly signUp: {
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
export type useSignUpMutation = {
  response: useSignUpMutation$data;
  variables: useSignUpMutation$variables;
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
    "name": "signUp",
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
    "name": "useSignUpMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignUpMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7846897d8e00a121969a9e12efe88a17d1d44cbe00513df44d51dde922c2f712",
    "metadata": {},
    "name": "useSignUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29b95fa9fad2ab2f0c3a200f641bd7d4";

export default node;
