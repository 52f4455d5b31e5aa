/**
 * @generated SignedSource<<0b5dcaa1546f749c5ceb54730fcb4084>>
 * @relayHash d94601f1af6b50e238f1824cbd86b7c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 833501af58a5d67cf5428b042c6d54a64cc5c6b80e108edb21248ddaa0159906

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveStudyGroupMemberInput = {
  id: string;
  profileId: string;
};
export type useRemoveStudyGroupMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveStudyGroupMemberInput;
};
export type useRemoveStudyGroupMemberMutation$data = {
  readonly removeStudyGroupMember: {
    readonly removedProfileId: string;
    readonly studyGroup: {
      readonly id: string;
    };
  };
};
export type useRemoveStudyGroupMemberMutation = {
  response: useRemoveStudyGroupMemberMutation$data;
  variables: useRemoveStudyGroupMemberMutation$variables;
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
  "name": "removedProfileId",
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
    "name": "useRemoveStudyGroupMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveStudyGroupMemberPayload",
        "kind": "LinkedField",
        "name": "removeStudyGroupMember",
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
    "name": "useRemoveStudyGroupMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemoveStudyGroupMemberPayload",
        "kind": "LinkedField",
        "name": "removeStudyGroupMember",
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
            "name": "removedProfileId",
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
    "id": "833501af58a5d67cf5428b042c6d54a64cc5c6b80e108edb21248ddaa0159906",
    "metadata": {},
    "name": "useRemoveStudyGroupMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ea4808dd0921cce46d723c1dd62c95b";

export default node;
