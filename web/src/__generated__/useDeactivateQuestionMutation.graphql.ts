/**
 * @generated SignedSource<<d46e99ae8dfcb2315276fbe778365bf0>>
 * @relayHash f18682a7ae35362cbb269c900f7988b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a0efb4694205fb67535d6d0f443ca14328c58875c3d433771988d0003c0c301

import type { ConcreteRequest } from 'relay-runtime';
export type DeactivateQuestionInput = {
  id: string;
};
export type useDeactivateQuestionMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeactivateQuestionInput;
};
export type useDeactivateQuestionMutation$data = {
  readonly deactivateQuestion: {
    readonly deactivatedQuestionId: string;
    readonly question: {
      readonly __typename: string;
      readonly id?: string;
      readonly isActive?: boolean;
    };
  };
};
export type useDeactivateQuestionMutation = {
  response: useDeactivateQuestionMutation$data;
  variables: useDeactivateQuestionMutation$variables;
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
  "name": "deactivatedQuestionId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "QuestionCommon",
  "abstractKey": "__isQuestionCommon"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeactivateQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeactivateQuestionPayload",
        "kind": "LinkedField",
        "name": "deactivateQuestion",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/)
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
    "name": "useDeactivateQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeactivateQuestionPayload",
        "kind": "LinkedField",
        "name": "deactivateQuestion",
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
            "name": "deactivatedQuestionId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "question",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8a0efb4694205fb67535d6d0f443ca14328c58875c3d433771988d0003c0c301",
    "metadata": {},
    "name": "useDeactivateQuestionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c648cd07e5c4d9e065f1eeb8774577b5";

export default node;
