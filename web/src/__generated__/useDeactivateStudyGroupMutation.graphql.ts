/**
 * @generated SignedSource<<eac4daf8a881ea512954692a7621c214>>
 * @relayHash aeaa7c72db7026b5a89b710813cd5c95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 825539fb94908552f3767739b9f3435abc199237c19b12cfd5e7dbc1d38d735a

import type { ConcreteRequest } from 'relay-runtime';
export type DeactivateStudyGroupInput = {
  id: string;
};
export type useDeactivateStudyGroupMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeactivateStudyGroupInput;
};
export type useDeactivateStudyGroupMutation$data = {
  readonly deactivateStudyGroup: {
    readonly deactivatedStudyGroupId: string;
    readonly studyGroup: {
      readonly id: string;
      readonly isActive: boolean;
    };
  };
};
export type useDeactivateStudyGroupMutation = {
  response: useDeactivateStudyGroupMutation$data;
  variables: useDeactivateStudyGroupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deactivatedStudyGroupId",
  "storageKey": null
},
v4 = {
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
      "name": "isActive",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeactivateStudyGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeactivateStudyGroupPayload",
        "kind": "LinkedField",
        "name": "deactivateStudyGroup",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeactivateStudyGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeactivateStudyGroupPayload",
        "kind": "LinkedField",
        "name": "deactivateStudyGroup",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deactivatedStudyGroupId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "825539fb94908552f3767739b9f3435abc199237c19b12cfd5e7dbc1d38d735a",
    "metadata": {},
    "name": "useDeactivateStudyGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ce19bbaf08c1bd72ef1c717dfeb937e2";

export default node;
