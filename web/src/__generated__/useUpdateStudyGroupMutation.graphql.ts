/**
 * @generated SignedSource<<23dcb10550c0dba5aae5a5414716fe64>>
 * @relayHash 8b0ed1fac2d484f5d5ad886dda758386
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f7cae173559d82861add09d782c5f3803dbe7d6735806150b5186554bee3267

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
      readonly groupPictureUrl: string | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "groupPictureUrl",
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
    "id": "0f7cae173559d82861add09d782c5f3803dbe7d6735806150b5186554bee3267",
    "metadata": {},
    "name": "useUpdateStudyGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b00579f2586e9208d1ccb0e0b742f5a0";

export default node;
