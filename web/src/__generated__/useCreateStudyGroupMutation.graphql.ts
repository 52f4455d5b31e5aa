/**
 * @generated SignedSource<<ef700248d719714bb10c9f5715e8899d>>
 * @relayHash b4db5825806193c4c5f149c43bc8b5cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28c0479ad9465247c28d11be53e39607c1a73259b55622fdcd0803e34e69558d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreateStudyGroupInput = {
  clientMutationId?: string | null | undefined;
  description?: string | null | undefined;
  isPublic?: boolean | null | undefined;
  memberIds?: ReadonlyArray<string> | null | undefined;
  name: string;
  requiresRequest?: boolean | null | undefined;
};
export type useCreateStudyGroupMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateStudyGroupInput;
};
export type useCreateStudyGroupMutation$data = {
  readonly createStudyGroup: {
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
  "name": "cursor",
  "storageKey": null
},
v4 = {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "StudyGroupEdge",
            "kind": "LinkedField",
            "name": "studyGroupEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroup",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "StudyGroupEdge",
            "kind": "LinkedField",
            "name": "studyGroupEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StudyGroup",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
    "id": "28c0479ad9465247c28d11be53e39607c1a73259b55622fdcd0803e34e69558d",
    "metadata": {},
    "name": "useCreateStudyGroupMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1308f277f696ecbbad6881d8c1872358";

export default node;
