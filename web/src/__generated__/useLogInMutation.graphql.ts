/**
 * @generated SignedSource<<c566dc548632c43a41144ea81ad3446c>>
 * @relayHash e8d875cee038749d5ebcbc7f222b45ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f593d38bf5650786da6a3282abb96cf7c0a564b171e3cc757b169fd3bd762a5d

import type { ConcreteRequest } from 'relay-runtime';
export type LogInInput = {
  deviceToken?: string | null | undefined;
  email: string;
  password: string;
  remember?: boolean | null | undefined;
};
export type useLogInMutation$variables = {
  input: LogInInput;
};
export type useLogInMutation$data = {
  readonly logIn: {
    readonly deviceToken: string;
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
        "kind": "ScalarField",
        "name": "deviceToken",
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
    "id": "f593d38bf5650786da6a3282abb96cf7c0a564b171e3cc757b169fd3bd762a5d",
    "metadata": {},
    "name": "useLogInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd556c3c39458beafa0b68eb8f812d00";

export default node;
