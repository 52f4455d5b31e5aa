/**
 * @generated SignedSource<<9fb29b714c361a5aaa7abd5313f0ad27>>
 * @relayHash 50d7f1d95a0934d225ccb4d2d138eef7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02df9df9b7a30b7053473718a5e7dbb594d5b2d97f5a496c3abf673fefd21d29

import type { ConcreteRequest } from 'relay-runtime';
export type LeaveStudyGroupInput = {
  studyGroupId: string;
};
export type useLeaveStudyGroupMutation$variables = {
  connections: ReadonlyArray<string>;
  input: LeaveStudyGroupInput;
};
export type useLeaveStudyGroupMutation$data = {
  readonly leaveStudyGroup: {
    readonly leftStudyGroupId: string;
    readonly studyGroup: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useLeaveStudyGroupMutation = {
  response: useLeaveStudyGroupMutation$data;
  variables: useLeaveStudyGroupMutation$variables;
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
  "name": "leftStudyGroupId",
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
      "name": "name",
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
    "name": "useLeaveStudyGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveStudyGroupPayload",
        "kind": "LinkedField",
        "name": "leaveStudyGroup",
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
    "name": "useLeaveStudyGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "LeaveStudyGroupPayload",
        "kind": "LinkedField",
        "name": "leaveStudyGroup",
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
            "name": "leftStudyGroupId",
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
    "id": "02df9df9b7a30b7053473718a5e7dbb594d5b2d97f5a496c3abf673fefd21d29",
    "metadata": {},
    "name": "useLeaveStudyGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "319054bbfdc6007efc55dc80a5437982";

export default node;
