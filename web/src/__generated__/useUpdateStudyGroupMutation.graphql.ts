/**
 * @generated SignedSource<<13429f91868ee2f6414cb3adf4512bdf>>
 * @relayHash 6102027c40156a26fd7fb76d7648bd37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9394e8fee1a2ed06e5d2e52a26e2c4de38cff24812fc41a291bcfe939f7f2c3a

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateStudyGroupInput = {
  description?: string | null | undefined;
  id: string;
  isPublic?: boolean | null | undefined;
  name?: string | null | undefined;
  picture?: any | null | undefined;
  requiresRequest?: boolean | null | undefined;
};
export type useUpdateStudyGroupMutation$variables = {
  input: UpdateStudyGroupInput;
};
export type useUpdateStudyGroupMutation$data = {
  readonly updateStudyGroup: {
    readonly studyGroup: {
      readonly description: string | null | undefined;
      readonly id: string;
      readonly isPublic: boolean;
      readonly name: string;
      readonly requiresRequest: boolean;
    };
  };
};
export type useUpdateStudyGroupMutation = {
  response: useUpdateStudyGroupMutation$data;
  variables: useUpdateStudyGroupMutation$variables;
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
    "concreteType": "UpdateStudyGroupPayload",
    "kind": "LinkedField",
    "name": "updateStudyGroup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StudyGroup",
        "kind": "LinkedField",
        "name": "studyGroup",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPublic",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requiresRequest",
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
    "name": "useUpdateStudyGroupMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateStudyGroupMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9394e8fee1a2ed06e5d2e52a26e2c4de38cff24812fc41a291bcfe939f7f2c3a",
    "metadata": {},
    "name": "useUpdateStudyGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4489e526fc1876b98b870ecf44bed813";

export default node;
