/**
 * @generated SignedSource<<2956ca81413dff54b94825494f1afb7f>>
 * @relayHash 61094ed2a745b726bfe501b010fb4b62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1eab55f7017a4d282b4c66c2961cca8f92874e4dd8123852d4ff5653c8694edd

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePickerQuery$variables = {
  excludeGroupId?: string | null | undefined;
  search: string;
};
export type ProfilePickerQuery$data = {
  readonly viewer: {
    readonly profiles: ReadonlyArray<{
      readonly id: string;
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
    "id": "1eab55f7017a4d282b4c66c2961cca8f92874e4dd8123852d4ff5653c8694edd",
    "metadata": {},
    "name": "ProfilePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cf02ffdccec7debb89df59addde097e0";

export default node;
