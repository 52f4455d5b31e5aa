/**
 * @generated SignedSource<<a27b0749f0e0b2d8e5b787efecb0b143>>
 * @relayHash a3c5d70e4d9b9b4ceab4d30355da3a14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b16d9e1504dddf33b04946224fd0a45a8221ac0b2a5992c98cb94df7ee2ec938

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateProfilePictureInput = {
  picture: any;
};
export type useUpdateProfilePictureMutation$variables = {
  input: UpdateProfilePictureInput;
};
export type useUpdateProfilePictureMutation$data = {
  readonly updateProfilePicture: {
    readonly profile: {
      readonly id: string;
      readonly profilePictureUrl: string | null | undefined;
    };
  };
};
export type useUpdateProfilePictureMutation = {
  response: useUpdateProfilePictureMutation$data;
  variables: useUpdateProfilePictureMutation$variables;
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
    "concreteType": "UpdateProfilePicturePayload",
    "kind": "LinkedField",
    "name": "updateProfilePicture",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
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
            "name": "profilePictureUrl",
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
    "name": "useUpdateProfilePictureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProfilePictureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b16d9e1504dddf33b04946224fd0a45a8221ac0b2a5992c98cb94df7ee2ec938",
    "metadata": {},
    "name": "useUpdateProfilePictureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "64da9f6570f7a3fda7cdf392ac59f2d0";

export default node;
