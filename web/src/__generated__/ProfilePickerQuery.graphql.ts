/**
 * @generated SignedSource<<bd3fbdff9a3a92ceab010bc60dad054a>>
 * @relayHash 1b66550807c72f9712f55e1f35b15c3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab2fae7f26eb9df1e9d90e1a240157e768b1dde1f07c4c33a088bf7fd261ba53

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePickerQuery$variables = {
  excludeGroupId?: string | null | undefined;
  search: string;
};
export type ProfilePickerQuery$data = {
  readonly viewer: {
    readonly profiles: ReadonlyArray<{
      readonly firstName: string | null | undefined;
      readonly id: string;
      readonly lastName: string | null | undefined;
      readonly profilePictureUrl: string | null | undefined;
      readonly username: string;
    }>;
  } | null | undefined;
};
export type ProfilePickerQuery = {
  response: ProfilePickerQuery$data;
  variables: ProfilePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeGroupId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "excludeGroupId",
            "variableName": "excludeGroupId"
          },
          {
            "kind": "Literal",
            "name": "first",
            "value": 5
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profiles",
        "plural": true,
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
            "name": "username",
            "storageKey": null
          },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePickerQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProfilePickerQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ab2fae7f26eb9df1e9d90e1a240157e768b1dde1f07c4c33a088bf7fd261ba53",
    "metadata": {},
    "name": "ProfilePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab4b81572ec2d669b6ca2b3bba2f61bd";

export default node;
