/**
 * @generated SignedSource<<0045651a18886def1540a1c5000401f3>>
 * @relayHash 7a510a04ebd1881c7f4c8a8d5e3e172a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b031e558e88f3a541ce0c1610b1d9291f5cae098a29e9b01ed603147c01b3872

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreateStudyGroupInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  memberIds?: ReadonlyArray<string> | null | undefined;
  name: string;
  picture?: any | null | undefined;
  requiresRequest?: boolean | null | undefined;
};
export type useCreateStudyGroupMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateStudyGroupInput;
};
export type useCreateStudyGroupMutation$data = {
  readonly createStudyGroup: {
    readonly pictureError: string | null | undefined;
    readonly studyGroupEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"GroupListPage_studyGroup">;
      };
    };
  };
};
export type useCreateStudyGroupMutation = {
  response: useCreateStudyGroupMutation$data;
  variables: useCreateStudyGroupMutation$variables;
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
  "name": "pictureError",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "name": "useCreateStudyGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateStudyGroupPayload",
        "kind": "LinkedField",
        "name": "createStudyGroup",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StudyGroupEdge",
            "kind": "LinkedField",
            "name": "studyGroupEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroup",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "GroupListPage_studyGroup"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
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
    "name": "useCreateStudyGroupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateStudyGroupPayload",
        "kind": "LinkedField",
        "name": "createStudyGroup",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StudyGroupEdge",
            "kind": "LinkedField",
            "name": "studyGroupEdge",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroup",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                    "name": "viewerIsOwner",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "studyGroupEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b031e558e88f3a541ce0c1610b1d9291f5cae098a29e9b01ed603147c01b3872",
    "metadata": {},
    "name": "useCreateStudyGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1969b105448395767aba259cb891f684";

export default node;
