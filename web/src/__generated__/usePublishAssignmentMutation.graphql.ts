/**
 * @generated SignedSource<<1de3b5ede6a09e242fd56ee109fae1d2>>
 * @relayHash 320e7df434e4f44b26222351474f5767
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bff5c47810b4057c6aaebdbd41b9121287a86673d4c22c7da55c0dd5fe9cacc7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PublishAssignmentInput = {
  id: string;
  publishAt?: any | null | undefined;
};
export type usePublishAssignmentMutation$variables = {
  input: PublishAssignmentInput;
};
export type usePublishAssignmentMutation$data = {
  readonly publishAssignment: {
    readonly assignment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AssignmentListPage_assignment" | "PublishSection_assignment">;
    };
  };
};
export type usePublishAssignmentMutation = {
  response: usePublishAssignmentMutation$data;
  variables: usePublishAssignmentMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePublishAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PublishAssignmentPayload",
        "kind": "LinkedField",
        "name": "publishAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignmentListPage_assignment"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PublishSection_assignment"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePublishAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PublishAssignmentPayload",
        "kind": "LinkedField",
        "name": "publishAssignment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "name": "difficulty",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxAttempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openForPractice",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  }
                ],
                "concreteType": "LiveGame",
                "kind": "LinkedField",
                "name": "liveGames",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": "liveGames(first:1)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishAt",
                "storageKey": null
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
    "id": "bff5c47810b4057c6aaebdbd41b9121287a86673d4c22c7da55c0dd5fe9cacc7",
    "metadata": {},
    "name": "usePublishAssignmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "932b6d006e2bdda0a720c426e5f2a99e";

export default node;
