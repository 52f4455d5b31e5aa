/**
 * @generated SignedSource<<54ed2cf5bfbf6141e1419deaa5486ce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
      readonly name: string;
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
    "cacheID": "9dc15409bda9b82ce96f3d2b4c34e0a6",
    "id": null,
    "metadata": {},
    "name": "useUpdateStudyGroupMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateStudyGroupMutation(\n  $input: UpdateStudyGroupInput!\n) {\n  updateStudyGroup(input: $input) {\n    studyGroup {\n      id\n      name\n      description\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b9176b48791b4350a3f6a96b93ec0c3";

export default node;
